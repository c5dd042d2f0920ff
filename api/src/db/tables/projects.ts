import type { ColumnType, Generated } from 'kysely';
import type { Decimal, NullableDecimal } from './columns.js';

// Projects, their per-status counts, list versions and invitations.

/** A project of a tenant (docs/projects.md §3); status holds the display value ('Bidding', 'In Progress', ...). */
export interface ProjectsTable {
  tenant_id: number;
  id: Generated<number>;
  project_uid: string;
  /** Numeric part of project_uid; bigint comes back as a string from pg. */
  uid_number: ColumnType<string, string | number, string | number>;
  project_name: string;
  status: string;
  owner_id: number;
  owner_address_id: number;
  owner_manager_id: number;
  estimator_id: number | null;
  project_manager_id: number | null;
  site_super_id: number | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  building_type: string | null;
  project_type: string | null;
  duration: NullableDecimal;
  area: NullableDecimal;
  drawing_link: string | null;
  /** Date columns; read them as text (to_char) so no driver shifts them by a time zone. */
  bid_due_date: ColumnType<string | null, string | null | undefined, string | null>;
  time_due: string | null;
  construction_start_date: ColumnType<string | null, string | null | undefined, string | null>;
  estimated_completion_date: ColumnType<string | null, string | null | undefined, string | null>;
  total_markup: Decimal;
  custom_price_amt: Decimal;
  power: Generated<boolean>;
  water: Generated<boolean>;
  pco_profit_percentage: Decimal;
  total_cost: Decimal;
  /** The highest PCO-nnn number used in the project, deleted PCOs included (migration 0017). */
  last_pco_number: Generated<number>;
  /** The day the project last became Completed; null when it is not Completed (migration 0019). */
  completed_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Project Retainage (docs/money.md §12; migration 0026): the work rate, and the stored-materials rate (null: the work rate). */
  retainage_work_rate: ColumnType<string, string | undefined, string>;
  retainage_stored_rate: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Exact number of a tenant's projects per status, kept by triggers on projects (migration 0006_projects_counts). */
export interface ProjectCountsTable {
  tenant_id: number;
  status: string;
  n: ColumnType<string, never, never>;
}

/** What the project list shows, per tenant: bumped by triggers on its source tables (projects/list-cache.ts). */
export interface ProjectListVersionsTable {
  tenant_id: number;
  version: ColumnType<string, never, never>;
}

/** An external contractor (role 13) invited to a project. */
export interface ProjectInvitationsTable {
  tenant_id: number;
  project_id: number;
  user_id: number;
  created_at: Generated<Date>;
}
