import type { Permission, User } from '../../__generated__/resolvers.js';

/** User as REST returns it in login, auth/tenant and auth/me. */
export interface RestUser {
  id: number | string;
  name?: string | null;
  username: string;
  MasterRoleID: number | string;
  MasterTenantID?: number | string | null;
  random_token?: string | null;
}

export type RestPermissions = Record<string, { read?: unknown; write?: unknown; visible?: unknown } | null | undefined>;

export interface RestSession {
  token: string;
  permissions: RestPermissions;
  user: RestUser;
}

export interface RestMe {
  user: RestUser;
  permissions: RestPermissions;
}

const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

export function toUser(user: RestUser): User {
  const tenant = user.MasterTenantID;
  return {
    id: String(user.id),
    name: user.name ?? '',
    username: user.username,
    roleId: Number(user.MasterRoleID),
    tenantId: tenant === null || tenant === undefined || tenant === '' ? null : Number(tenant),
  };
}

/** REST keeps permissions as { [area]: flags }; GraphQL lists them (the web turns them back into a map). */
export function toPermissions(permissions: RestPermissions | null | undefined): Permission[] {
  if (!permissions || typeof permissions !== 'object') return [];
  return Object.entries(permissions).map(([area, p]) => ({
    area,
    read: flag(p?.read),
    write: flag(p?.write),
    visible: flag(p?.visible),
  }));
}

export function toSession(data: RestSession) {
  return { token: data.token, user: toUser(data.user), permissions: toPermissions(data.permissions) };
}
