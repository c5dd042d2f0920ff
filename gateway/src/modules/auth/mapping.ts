import type { Permission, User } from '../../__generated__/graphql.js';
import type { RestData } from '../../rest-types.js';

/** REST answers of auth/me and auth/login (auth/tenant answers as login does). */
export type RestMe = RestData<'auth/me', 'get'>;
export type RestSession = RestData<'auth/login', 'post'>;
type RestUser = RestMe['user'];
type RestPermissions = RestMe['permissions'];

const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

export function toUser(user: RestUser): User {
  const tenant = user.MasterTenantID;
  return {
    id: String(user.id),
    name: user.name ?? '',
    username: user.username,
    roleId: Number(user.MasterRoleID),
    tenantId: tenant === null || tenant === undefined ? null : Number(tenant),
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
