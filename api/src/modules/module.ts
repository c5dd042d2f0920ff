import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Migration } from 'kysely';
import type { Area } from '../auth/areas.js';
import type { TenantScope } from '../auth/context.js';
import type { Database, Db, UserRow } from '../db/types.js';
import type { AppDeps } from '../deps.js';
import type { SharedLineOwner } from './lines/shared-paths.js';

// What a domain declares about itself (docs/modules.md): the app, the migrator and the demo seed are built from the
// list in modules/index.ts, so adding a domain is its folder, a migration and one line there. This file names no
// module: base modules read what later ones declare through it, never by importing them.

/** Rows other modules reference, whose deletion first asks every module's declared uses. */
export type SharedRows = 'division' | 'subdivision' | 'category' | 'part' | 'unit' | 'level' | 'owner';

/** A module's table referencing a shared row: `table.column` holds its id. */
export interface RowUse {
  rows: SharedRows;
  table: keyof Database;
  column: string;
  /** How a refused delete names the users: '1 bid', '3 direct trade lines'. */
  singular: string;
  plural?: string;
}

/** The demo seed's tenants and sign-ins (db/seed.ts) given to each module's seed step. */
export interface DemoSeed {
  first: number;
  second: number;
  users: Readonly<Record<'platformAdmin' | 'companyAdmin' | 'fullUser' | 'estimator' | 'subcontractor' | 'secondAdmin', string>>;
}

/** A tracker row a direct cost may be charged to (docs/money.md §10): the tracker's key and what a person picks it by. */
export interface ChargeRow {
  /** The tracker's row key: 'IL:<position>:<level>' or 'DT:<division>:<subdivision>:<category>:<part>'. */
  row_key: string;
  typee: 'IL' | 'DT';
  position_id: number | null;
  level_id: number | null;
  division_id: number | null;
  subdivision_id: number | null;
  category_id: number | null;
  part_id: number | null;
  cost_code: string;
  /** The level (IL) or the category (DT). */
  trade: string;
  sub_division: string | null;
  part: string | null;
}

/** One line of a project's schedule of values as last billed (docs/billing.md §4): money as strings with two places. */
export interface BilledLine {
  kind: 'BID' | 'CO';
  bid_id: number | null;
  pco_id: number | null;
  /** C: the scheduled value. */
  scheduled_value: string;
  /** G: completed and stored to date. */
  completed_stored: string;
}

/** What a project has billed its owner (docs/money.md §12, last bullet): the latest submitted application's lines. */
export interface ProjectBilling {
  lines: BilledLine[];
  /** Line 4 of the latest submitted application. */
  billing_to_date: string;
  /** Σ payments received over all the project's applications. */
  payments_received: string;
}

/** A cost to book on a tracker row (docs/subcontracts.md §5): an approved subcontractor or vendor billing's line. */
export interface CostToBook {
  project_id: number;
  contractor_type: 'Vendor' | 'Subcontractor';
  subcontractor_id: number | null;
  vendor_id: number | null;
  /** The tracker row it is charged to: 'DT:<division>:<subdivision>:<category>:<part>'. */
  row_key: string;
  /** The billing date. */
  cost_date: string;
  /** Money as a string with two places. */
  amount: string;
  notes: string;
}

/** One commitment line on a tracker row (docs/subcontracts.md §5): money as strings with two places. */
export interface CommittedLine {
  /** The tracker row: 'DT:<division>:<subdivision>:<category>:<part>'. */
  row_key: string;
  /** The bid the subcontract was awarded from (null for a PO line entered by hand). */
  bid_id: number | null;
  original: string;
  change_orders: string;
}

/** What a project has committed (docs/money.md §15): its commitments' lines and the bids under subcontract. */
export interface ProjectCommitments {
  lines: CommittedLine[];
  /** Bids whose selected subcontractor's amounts the subcontract lines replace on the tracker. */
  bids_under_subcontract: number[];
}

/** Everything a tier-wide list needs from one domain; the list's order is the dependency order. */
export interface ApiModule {
  name: string;
  /** The permission areas its routes declare (auth/areas.ts). */
  areas: readonly Area[];
  /** By name: the names are the keys of kysely_migration, so a migration keeps its name forever. */
  migrations?: Readonly<Record<string, Migration>>;
  /** Route plugins under /api/v1, in registration order; `modules` is the whole list, for what others declare. */
  routes?: (deps: AppDeps, modules: readonly ApiModule[]) => FastifyPluginAsyncTypebox[];
  /** Route plugins also answered under /api/v2. */
  v2Routes?: (deps: AppDeps) => FastifyPluginAsyncTypebox[];
  /**
   * Demo data, run in list order inside the seed's one transaction; `modules` is the whole list, for what others
   * declare (the subcontracts' demo billings are booked through `bookCost`).
   */
  seed?: (db: Db, demo: DemoSeed, modules: readonly ApiModule[]) => Promise<void>;
  /** Shared rows this module's tables reference, so their deletion is refused while used. */
  uses?: readonly RowUse[];
  /**
   * Copies this module's rows of a project onto its copy (docs/projects.md §2.3 copy project), in the copy's transaction: the
   * projects module runs every module's step, in list order, without naming them.
   */
  copyProjectRows?: (ctx: TenantScope, trx: Db, sourceProjectId: number, targetProjectId: number) => Promise<unknown>;
  /** Its lines on the bid sheets' shared line paths (lines/shared-paths.ts): direct costs'. */
  sharedLines?: SharedLineOwner;
  /**
   * Runs when a user sets a first password from an invitation, in that transaction: auth owns the tokens and runs
   * every module's step without naming them (users tells the company's admins).
   */
  invitationAccepted?: (trx: Db, user: UserRow) => Promise<void>;
  /**
   * Runs when a level's cost code changes, in that transaction: the positions module owns levels and runs every
   * module's step without naming them (employees give the code to the employees holding the level).
   */
  levelCostCodeChanged?: (ctx: TenantScope, trx: Db, levelId: number, costCode: string) => Promise<void>;
  /**
   * The budget rows of a project a direct cost may be charged to: the tracker declares them (its rows with a budget)
   * and direct costs, an earlier module, read them from the list.
   */
  chargeRows?: (ctx: TenantScope, db: Db, projectId: number) => Promise<ChargeRow[]>;
  /**
   * What the projects have billed (docs/billing.md §4): the billing module declares it and the tracker, an earlier
   * module, reads it from the list. A project without a submitted application is absent from the map.
   */
  billing?: (ctx: TenantScope, db: Db, projectIds: readonly number[]) => Promise<Map<number, ProjectBilling>>;
  /**
   * Whether an Accepted change order is held by a submitted document (docs/billing.md §3): the message of the 409
   * naming it, or null. The PCO module asks every module before a change order leaves Accepted or its lines change.
   */
  changeOrderBilled?: (ctx: TenantScope, trx: Db, pcoId: number) => Promise<string | null>;
  /**
   * Books a cost on a tracker row in the caller's transaction and answers its id (docs/subcontracts.md §5): the
   * direct-costs module declares it; subcontracts, a later module, call it from the list.
   */
  bookCost?: (ctx: TenantScope, trx: Db, cost: CostToBook) => Promise<number>;
  /** What the projects have committed (docs/subcontracts.md §5): the subcontracts module declares it, the tracker reads it. */
  commitments?: (ctx: TenantScope, db: Db, projectIds: readonly number[]) => Promise<Map<number, ProjectCommitments>>;
  /** Runs after levels were edited or imported, in that transaction (employees recompute the levels' rates). */
  levelsChanged?: (ctx: TenantScope, trx: Db, levelIds: number[]) => Promise<void>;
}

/** Every module's declared uses of one kind of row, in list order (the order a refusal names them). */
export function declaredUses(modules: readonly ApiModule[], rows: SharedRows): RowUse[] {
  return modules.flatMap((module) => (module.uses ?? []).filter((use) => use.rows === rows));
}

/** Every module's migrations by name; a name declared twice is a mistake that would skip one. */
export function migrationsOf(modules: readonly ApiModule[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (all[name]) throw new Error(`Migration ${name} is declared twice (module ${module.name})`);
      all[name] = migration;
    }
  }
  return all;
}
