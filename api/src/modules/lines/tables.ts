import type { Generated } from 'kysely';
import type { Decimal } from '../../db/tables/columns.js';

// The one column set of a priced line (docs/money.md §5–§6): bids', PCOs' and direct costs' line tables are these
// columns plus their owner's key (migrations 0015, 0017, 0018 keep one table per owner; 0021–0023 add burden_annual to each).

/** An internal labor line (docs/money.md §5). */
export interface LaborLineColumns {
  tenant_id: number;
  id: Generated<number>;
  position_id: number;
  level_id: number;
  costcode: Generated<string>;
  quantity: Decimal;
  units: Decimal;
  costperunit: Decimal;
  /** The burden rate's hourly or weekly figure when the line was saved, by its sheet's mode (shown). */
  burden: Decimal;
  /** The burden rate's annual figure when the line was saved: the overhead is priced from it (docs/money.md §5). */
  burden_annual: Decimal;
  total: Decimal;
  overhead: Decimal;
  budget_total: Decimal;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A direct-trade line (docs/money.md §6). */
export interface TradeLineColumns {
  tenant_id: number;
  id: Generated<number>;
  subdivision_id: number;
  category_id: number;
  part_id: number;
  costcode: Generated<string>;
  part_hold: Generated<string>;
  cost_per_unit: Decimal;
  units: Decimal;
  u_per_m: Generated<string>;
  total: Decimal;
  notes: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
