import type { ColumnType, Generated } from 'kysely';
import type { LaborLineColumns, TradeLineColumns } from '../../modules/lines/tables.js';
import type { Decimal } from './columns.js';

// Bid sheets, their lines and subcontractor amounts, proposal sendings and uploaded bids (docs/money.md §5–§8).

/** A bid sheet of a project (docs/projects.md §3 Bid sheet; migration 0015): stored §7 figures, version and edit lease. */
export interface BidsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  division_id: number;
  subdivision_id: number;
  label: Generated<string>;
  scope_of_work: Generated<string>;
  is_alternate: Generated<boolean>;
  division_status: Generated<string>;
  hourly: Generated<boolean>;
  selected_subcontractor_id: number | null;
  labor_total: Decimal;
  burden_total: Decimal;
  trades_total: Decimal;
  sub_total: Decimal;
  calculated_overhead: Decimal;
  calculated_profit: Decimal;
  bidsheet_total_cost: Decimal;
  version: Generated<number>;
  lease_user_id: number | null;
  lease_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BidSubcontractorsTable {
  tenant_id: number;
  bid_id: number;
  subcontractor_id: number;
  added_at: Generated<Date>;
}

/** An internal labor line of a bid (docs/money.md §5). */
export interface BidLaborLinesTable extends LaborLineColumns {
  bid_id: number;
}

/** A direct-trade line of a bid (docs/money.md §6). */
export interface BidTradeLinesTable extends TradeLineColumns {
  bid_id: number;
}

/** A subcontractor's amount on a direct-trade line. */
export interface BidTradeAmountsTable {
  tenant_id: number;
  bid_id: number;
  trade_line_id: number;
  subcontractor_id: number;
  amount: Decimal;
}

/** One sending of the proposal PDF to the owner (docs/projects.md §2.4 Send to customer). */
export interface ProposalSendingsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  sent_by: number;
  sent_at: Generated<Date>;
  to_email: string;
  cc_email: string | null;
  filename: string;
  bytes: number;
  message: Generated<string>;
}

/** One version of a subcontractor's (role 13) uploaded bid PDF; the bytes in `content`. */
export interface BidUploadsTable {
  tenant_id: number;
  id: Generated<number>;
  project_id: number;
  user_id: number;
  version: number;
  filename: string;
  bytes: number;
  // PGlite reads bytea as Uint8Array, pg as Buffer (a Uint8Array too).
  content: Uint8Array;
  created_at: Generated<Date>;
}
