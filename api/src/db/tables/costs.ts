import type { ColumnType, Generated } from 'kysely';
import type { Decimal } from './columns.js';
import type { LaborLineColumns, TradeLineColumns } from '../../modules/lines/tables.js';

// PCOs, direct costs and the tracker rows' entered figures (docs/money.md §9–§11).

/** A PCO of a project (docs/projects.md §3 PCO; migration 0017): stored docs/money.md §9 figures, change-order number, version. */
export interface PcosTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  pco_name: string;
  title: Generated<string>;
  /** A date column; read it as text (to_char). */
  date: ColumnType<string, string | undefined, string>;
  notes: Generated<string>;
  status: Generated<string>;
  type: Generated<string>;
  change_order_number: number | null;
  change_order_name: string | null;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  pco_profit_percentage: Decimal;
  hourly: Generated<boolean>;
  labor_total: Decimal;
  burden_total: Decimal;
  trades_total: Decimal;
  total_cost: Decimal;
  profit_cost: Decimal;
  total: Decimal;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An internal labor line of a PCO (docs/money.md §5). */
export interface PcoLaborLinesTable extends LaborLineColumns {
  pco_id: number;
}

/** A direct-trade line of a PCO (docs/money.md §6); no subcontractor amounts. */
export interface PcoTradeLinesTable extends TradeLineColumns {
  pco_id: number;
}

/** A company's direct cost sheet name (docs/projects.md §3 Direct cost sheet; migration 0018). */
export interface DirectCostSheetNamesTable {
  tenant_id: number;
  id: Generated<number>;
  direct_cost_sheet_name: string;
  created_at: Generated<Date>;
}

/** A direct cost of a project (docs/projects.md §3 Direct cost sheet; migration 0018): stored docs/money.md §10 figures. */
export interface DirectCostsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  sheet_name: string;
  division_id: number;
  subdivision_id: number;
  contractor_type: 'Vendor' | 'Subcontractor' | 'Payroll';
  vendor_id: number | null;
  subcontractor_id: number | null;
  cost_date: ColumnType<string, string | undefined, string>;
  notes: Generated<string>;
  amount: Decimal;
  labor_total: Decimal;
  burden_total: Decimal;
  trades_total: Decimal;
  total: Decimal;
  line_count: Generated<number>;
  /**
   * The tracker row (budget line) the bill is charged to (docs/money.md §10): position and level (IL) or division,
   * subdivision, category and part (DT); all null for a "new cost line" (`unbudgeted`), which lands on its subdivision's row.
   */
  charge_position_id: Generated<number | null>;
  charge_level_id: Generated<number | null>;
  charge_division_id: Generated<number | null>;
  charge_subdivision_id: Generated<number | null>;
  charge_category_id: Generated<number | null>;
  charge_part_id: Generated<number | null>;
  /** Charged to a "new cost line": a cost the budget does not carry, chosen as such. */
  unbudgeted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A dated internal labor line of a direct cost, priced per hour (docs/money.md §5). */
export interface DirectCostLaborLinesTable extends LaborLineColumns {
  direct_cost_id: number;
  work_date: ColumnType<string, string, string>;
}

/** A direct-trade line of a direct cost (docs/money.md §6). */
export interface DirectCostTradeLinesTable extends TradeLineColumns {
  direct_cost_id: number;
}

/** A project tracker row's entered figures, one per budget key (docs/money.md §11; migration 0019). */
export interface TrackerRowsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  typee: 'IL' | 'DT';
  position_id: number | null;
  level_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  category_id: number | null;
  part_id: number | null;
  row_key: string;
  scope_transfer: ColumnType<string, string | undefined, string>;
  holds: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
