import type { TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { badField, blank, text } from '../lines/fields.js';
import type { ApiModule, ChargeRow } from '../module.js';
import { DC_MESSAGES, NEW_COST_LINE } from './rules.js';

// What a direct cost is charged to (docs/money.md §10): one of its project's budget rows, by the tracker's row key, or a
// "new cost line" chosen as such. The rows come from the module that declares them (the tracker, a later module).

export type ChargeRows = (ctx: TenantScope, db: Db, projectId: number) => Promise<ChargeRow[]>;

/** The declared provider of budget rows, or none (then only a new cost line can be chosen). */
export function chargeRowsFrom(modules: readonly ApiModule[]): ChargeRows {
  const provider = modules.find((m) => m.chargeRows)?.chargeRows;
  return provider ?? (async () => []);
}

/** The charge columns of a direct cost. */
export interface ChargeColumns {
  charge_position_id: number | null;
  charge_level_id: number | null;
  charge_division_id: number | null;
  charge_subdivision_id: number | null;
  charge_category_id: number | null;
  charge_part_id: number | null;
  unbudgeted: boolean;
}

const NO_ROW = {
  charge_position_id: null, charge_level_id: null, charge_division_id: null, charge_subdivision_id: null, charge_category_id: null,
  charge_part_id: null,
} as const;

/** The charge of a budget row. */
export function chargeOfRow(row: Pick<ChargeRow, 'position_id' | 'level_id' | 'division_id' | 'subdivision_id' | 'category_id' | 'part_id'>): ChargeColumns {
  return {
    charge_position_id: row.position_id, charge_level_id: row.level_id, charge_division_id: row.division_id,
    charge_subdivision_id: row.subdivision_id, charge_category_id: row.category_id, charge_part_id: row.part_id, unbudgeted: false,
  };
}

/**
 * `charge_row` of a new direct cost: required ('You must enter all mandatory fields.'); 'new' is a new cost line; any
 * other value must be the row key of one of the project's budget rows (400 naming charge_row otherwise).
 */
export async function chargeColumnsOf(ctx: TenantScope, db: Db, rows: ChargeRows, projectId: number, value: unknown): Promise<ChargeColumns> {
  if (blank(value)) throw badField('charge_row', DC_MESSAGES.mandatory);
  const key = text(value);
  if (key.toLowerCase() === NEW_COST_LINE) return { ...NO_ROW, unbudgeted: true };
  const row = (await rows(ctx, db, projectId)).find((r) => r.row_key === key);
  if (!row) throw badField('charge_row', DC_MESSAGES.chargeRow);
  return chargeOfRow(row);
}

/** The row key a stored charge names (the tracker's), or null for a new cost line. */
export function chargeKeyOf(c: Omit<ChargeColumns, 'unbudgeted'>): string | null {
  if (c.charge_position_id !== null && c.charge_level_id !== null) return `IL:${c.charge_position_id}:${c.charge_level_id}`;
  if (c.charge_division_id !== null && c.charge_subdivision_id !== null) {
    return `DT:${c.charge_division_id}:${c.charge_subdivision_id}:${c.charge_category_id ?? ''}:${c.charge_part_id ?? ''}`;
  }
  return null;
}
