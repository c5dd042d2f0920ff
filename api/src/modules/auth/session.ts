import type { Db, UserRow } from '../../db/types.js';
import { loadPermissions, type PermissionMap } from '../../auth/permissions.js';
import { signToken } from '../../auth/tokens.js';

export interface SessionUser {
  id: number;
  name: string;
  username: string;
  MasterRoleID: number;
  MasterTenantID: number | null;
  random_token: string;
}

export function sessionUser(user: UserRow, tenantId: number | null): SessionUser {
  return {
    id: user.id,
    name: `${user.first_name} ${user.last_name}`.trim() || user.email,
    username: user.email,
    MasterRoleID: user.role_id,
    MasterTenantID: tenantId,
    random_token: user.random_token,
  };
}

/** The login answer: a token acting in `tenantId`, the user and the role's permissions. */
export async function issueSession(db: Db, secret: Uint8Array, user: UserRow, tenantId: number | null, remember: boolean) {
  const permissions: PermissionMap = await loadPermissions(db, user.role_id);
  const tenant = tenantId === null ? undefined
    : await db.selectFrom('companies').select('session_epoch').where('tenant_id', '=', tenantId).executeTakeFirst();
  const token = await signToken(secret, {
    sub: user.id,
    tid: tenantId,
    ver: user.token_version,
    tep: tenant?.session_epoch ?? 0,
    role: user.role_id,
    rem: remember,
  });
  // key/key2 carried an encrypted maps-service key in the original product; we have none.
  return { token, permissions, user: sessionUser(user, tenantId), key: null, key2: null };
}
