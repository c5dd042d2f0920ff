import { sql, type SqlBool } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../errors.js';
import { INT32_MAX } from '../../input-limits.js';
import { text } from './rules.js';

// The catalogue division and subdivision a sheet's body names (bids, direct costs), by id or by name. The catalogue
// is a base module: it reads the body with its own small helpers, importing none of the modules that use it.

const blank = (value: unknown) => text(value) === '';
const badField = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** A positive id given as a number or numeric text (as lines/fields.ts idOf); undefined otherwise. */
function idOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[1-9]\d{0,9}\s*$/.test(value) ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n > 0 && n <= INT32_MAX ? n : undefined;
}

export interface DivisionChoice {
  division_name?: unknown; subdivision_name?: unknown; division_id?: unknown; subdivision_id?: unknown;
}

/**
 * The catalogue division and subdivision a bid body names, by id (the gateway) or by name (docs/projects.md §7), the subdivision
 * inside the division. `current` are the sheet's own when editing; a missing one is `message` ('Fill all the fields!'
 * for bids) naming it.
 */
export async function resolveDivision(
  ctx: TenantScope, db: Db, body: DivisionChoice, current: { division_id: number; subdivision_id: number } | undefined,
  message: string,
): Promise<{ divisionId: number; subdivisionId: number }> {
  const tenantId = tenantOf(ctx);
  const divisionGiven = !blank(body.division_id) || !blank(body.division_name);
  const subdivisionGiven = !blank(body.subdivision_id) || !blank(body.subdivision_name);
  const divisionField = blank(body.division_id) && !blank(body.division_name) ? 'division_name' : 'division_id';
  const subdivisionField = blank(body.subdivision_id) && !blank(body.subdivision_name) ? 'subdivision_name' : 'subdivision_id';
  let divisionId = current?.division_id;
  if (divisionGiven) {
    let query = db.selectFrom('catalogue_divisions').select('id').where('tenant_id', '=', tenantId);
    const byId = idOf(body.division_id);
    if (!blank(body.division_id)) query = query.where('id', '=', byId ?? 0);
    else query = query.where(sql<SqlBool>`lower(division_name) = ${text(body.division_name).toLowerCase()}`);
    divisionId = (await query.orderBy('id').executeTakeFirst())?.id;
    if (divisionId === undefined) throw badField(divisionField, message);
  }
  if (divisionId === undefined) throw badField(divisionField, message);
  if (!subdivisionGiven) {
    if (current && current.division_id === divisionId) return { divisionId, subdivisionId: current.subdivision_id };
    throw badField(subdivisionField, message);
  }
  let query = db.selectFrom('catalogue_subdivisions').select('id').where('tenant_id', '=', tenantId).where('division_id', '=', divisionId);
  if (!blank(body.subdivision_id)) query = query.where('id', '=', idOf(body.subdivision_id) ?? 0);
  else query = query.where(sql<SqlBool>`lower(subdivision_name) = ${text(body.subdivision_name).toLowerCase()}`);
  const subdivisionId = (await query.orderBy('id').executeTakeFirst())?.id;
  if (subdivisionId === undefined) throw badField(subdivisionField, message);
  return { divisionId, subdivisionId };
}
