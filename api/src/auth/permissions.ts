import type { Db } from '../db/types.js';
import { AREAS, type Area } from './areas.js';

export interface AreaFlags {
  read: boolean;
  write: boolean;
  visible: boolean;
}

/** Every area of docs/accounts.md §3 is present, false when the role holds nothing there. */
export type PermissionMap = Record<Area, AreaFlags>;

/** One role_permissions row as stored. */
export interface PermissionRow {
  area: string;
  can_read: boolean;
  can_write: boolean;
  visible: boolean;
}

export async function loadPermissions(db: Db, roleId: number): Promise<PermissionMap> {
  const rows = await db
    .selectFrom('role_permissions')
    .select(['area', 'can_read', 'can_write', 'visible'])
    .where('role_id', '=', roleId)
    .execute();
  return toPermissionMap(rows);
}

export function toPermissionMap(rows: PermissionRow[]): PermissionMap {
  const byArea = new Map(rows.map((r) => [r.area, r]));
  const map = {} as PermissionMap;
  for (const area of AREAS) {
    const row = byArea.get(area);
    map[area] = { read: row?.can_read ?? false, write: row?.can_write ?? false, visible: row?.visible ?? false };
  }
  return map;
}

/** Write implies read: a role allowed to change an area may also look at it. */
export function can(permissions: PermissionMap, area: Area, mode: 'read' | 'write'): boolean {
  const flags = permissions[area];
  return mode === 'write' ? flags.write : flags.read || flags.write;
}
