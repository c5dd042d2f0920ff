import { sql, type Expression, type SqlBool } from 'kysely';
import { tenantIs, tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { dec, toMoneyString, toRateString } from '@suite/money';
import { copyName, daysBetween, displayName, isBidding, type ProjectStatus } from './rules.js';
import type { ProjectValues } from './validation.js';
import { projectTotals, storedMarkup, type BidFigures } from './project-totals.js';
import { projectJsonSql } from './list-json.js';

/** The tenant's projects, to be narrowed (filter, id, page) before the details are joined. */
function baseQuery(db: Db, tenantId: number) {
  return db.selectFrom('projects as p').selectAll('p').where('p.tenant_id', '=', tenantId);
}
type BaseQuery = ReturnType<typeof baseQuery>;

/**
 * Owner, address, manager and people joined onto already chosen project rows (a deferred join): the page is
 * picked from projects alone by index, so the plan never joins every row of the tenant before sorting, whatever
 * the planner's estimates for the composite keys. Each lookup is a LATERAL subquery fenced with OFFSET 0, so the
 * planner plans six one-table index lookups instead of searching the join orders of seven relations (planning
 * fell from ~5 ms to under 1 ms on PostgreSQL for a page of 100).
 */
function withDetails(db: Db, base: BaseQuery) {
  return db.selectFrom(base.as('p'))
    .leftJoinLateral((eb) => eb.selectFrom('owners as o').select([
      'o.name as owner_name', 'o.first_name as owner_first_name', 'o.last_name as owner_last_name', 'o.email as owner_email',
      'o.phone_number as owner_phone_number', 'o.fax_number as owner_fax_number', 'o.cc_email as owner_cc_email',
      'o.payable_email as owner_payable_email', 'o.account_recievable_email as owner_account_recievable_email',
      'o.mobile_number as owner_mobile_number', 'o.is_active as owner_is_active',
    ]).whereRef('o.tenant_id', '=', 'p.tenant_id').whereRef('o.id', '=', 'p.owner_id').offset(0).as('o'), (j) => j.onTrue())
    .leftJoinLateral((eb) => eb.selectFrom('owner_addresses as a').select([
      'a.address_1 as oa_address1', 'a.address_2 as oa_address2', 'a.city as oa_city', 'a.state as oa_state',
      'a.state_code as oa_state_code', 'a.zip as oa_zip',
    ]).whereRef('a.tenant_id', '=', 'p.tenant_id').whereRef('a.id', '=', 'p.owner_address_id').offset(0).as('oa'), (j) => j.onTrue())
    .leftJoinLateral((eb) => eb.selectFrom('owner_managers as m').select([
      'm.first_name as om_first_name', 'm.last_name as om_last_name', 'm.email as om_email', 'm.phone as om_phone',
    ]).whereRef('m.tenant_id', '=', 'p.tenant_id').whereRef('m.id', '=', 'p.owner_manager_id').offset(0).as('om'), (j) => j.onTrue())
    .leftJoinLateral((eb) => eb.selectFrom('employees as e').select(['e.first_name as es_first_name', 'e.last_name as es_last_name'])
      .whereRef('e.tenant_id', '=', 'p.tenant_id').whereRef('e.id', '=', 'p.estimator_id').offset(0).as('es'), (j) => j.onTrue())
    .leftJoinLateral((eb) => eb.selectFrom('employees as e').select(['e.first_name as pm_first_name', 'e.last_name as pm_last_name'])
      .whereRef('e.tenant_id', '=', 'p.tenant_id').whereRef('e.id', '=', 'p.project_manager_id').offset(0).as('pm'), (j) => j.onTrue())
    .leftJoinLateral((eb) => eb.selectFrom('employees as e').select(['e.first_name as ss_first_name', 'e.last_name as ss_last_name'])
      .whereRef('e.tenant_id', '=', 'p.tenant_id').whereRef('e.id', '=', 'p.site_super_id').offset(0).as('ss'), (j) => j.onTrue())
    .select([
      'p.tenant_id', 'p.id', 'p.project_uid', sql<string>`p.uid_number::text`.as('uid_number'), 'p.project_name', 'p.status',
      'p.owner_id', 'p.owner_address_id', 'p.owner_manager_id', 'p.estimator_id', 'p.project_manager_id', 'p.site_super_id',
      'p.address1', 'p.address2', 'p.city', 'p.state', 'p.state_code', 'p.zipcode', 'p.building_type', 'p.project_type',
      'p.drawing_link', 'p.time_due', 'p.power', 'p.water',
      // Numbers and instants as text: exact decimals, and the same text whether read as columns or inside JSON.
      sql<string | null>`p.duration::text`.as('duration'), sql<string | null>`p.area::text`.as('area'),
      sql<string>`p.total_markup::text`.as('total_markup'), sql<string>`p.custom_price_amt::text`.as('custom_price_amt'),
      sql<string>`p.pco_profit_percentage::text`.as('pco_profit_percentage'), sql<string>`p.total_cost::text`.as('total_cost'),
      sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
      sql<string>`to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updated_at'),
      sql<string | null>`to_char(p.bid_due_date, 'YYYY-MM-DD')`.as('bid_due_date'),
      sql<string | null>`to_char(p.construction_start_date, 'YYYY-MM-DD')`.as('construction_start_date'),
      sql<string | null>`to_char(p.estimated_completion_date, 'YYYY-MM-DD')`.as('estimated_completion_date'),
      sql<string | null>`to_char(p.completed_on, 'YYYY-MM-DD')`.as('completed_on'),
      'o.owner_name', 'o.owner_first_name', 'o.owner_last_name', 'o.owner_email', 'o.owner_phone_number', 'o.owner_fax_number',
      'o.owner_cc_email', 'o.owner_payable_email', 'o.owner_account_recievable_email', 'o.owner_mobile_number', 'o.owner_is_active',
      'oa.oa_address1', 'oa.oa_address2', 'oa.oa_city', 'oa.oa_state', 'oa.oa_state_code', 'oa.oa_zip',
      'om.om_first_name', 'om.om_last_name', 'om.om_email', 'om.om_phone',
      'es.es_first_name', 'es.es_last_name', 'pm.pm_first_name', 'pm.pm_last_name', 'ss.ss_first_name', 'ss.ss_last_name',
    ]);
}

export type ProjectRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirst']>>>;

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
const person = (id: number | null, first: string | null, last: string | null) =>
  (id === null || first === null ? null : { id, first_name: first, last_name: last ?? '' });
/** numeric text without trailing zeros ("4.000000" → "4", "4.285714"). */
const plain = (value: string | null) => (value === null ? null : dec(value).toString());

/** REST JSON of a project (docs/projects.md §3); role 13 sees no owner data (docs/roles.md). */
/**
 * `external`: role 13's view (docs/roles.md): no owner, and none of the contractor's prices (the total, the markup, the
 * custom price, the PCO profit), each null (issue 30 §2).
 */
export function toProjectJson(row: ProjectRecord, options: { external?: boolean } = {}) {
  const price = <T>(value: T): T | null => (options.external ? null : value);
  const markupType = dec(row.custom_price_amt).isZero() ? 'fixed' as const : 'custom' as const;
  const start = row.construction_start_date;
  const end = row.estimated_completion_date;
  return {
    ID: row.id,
    ProjectUid: row.project_uid,
    MasterId: row.tenant_id,
    TotalCost: price(toMoneyString(row.total_cost)),
    status: row.status,
    pco_profit_percentage: price(toRateString(row.pco_profit_percentage)),
    CalendarDaysOfCompletion: start && end ? daysBetween(start, end) : null,
    completed_on: row.completed_on,
    project_name: row.project_name,
    display_name: displayName(row.project_name),
    editable: isBidding(row.status),
    owner_name: options.external ? null : row.owner_name,
    estimator_name: fullName(row.es_first_name, row.es_last_name),
    project_manager_name: fullName(row.pm_first_name, row.pm_last_name),
    site_super_name: fullName(row.ss_first_name, row.ss_last_name),
    Input: {
      project_info: {
        project_uid: row.project_uid,
        uid_number: row.uid_number,
        project_name: row.project_name,
        status: row.status,
        start_date: start,
        pco_profit_percentage: price(toRateString(row.pco_profit_percentage)),
        estimator: person(row.estimator_id, row.es_first_name, row.es_last_name),
        project_manager: person(row.project_manager_id, row.pm_first_name, row.pm_last_name),
        site_super: person(row.site_super_id, row.ss_first_name, row.ss_last_name),
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        state: row.state,
        state_code: row.state_code,
        zipcode: row.zipcode,
        building_type: row.building_type,
        project_type: row.project_type,
        duration: plain(row.duration),
        area: row.area === null ? null : toMoneyString(row.area),
        custom_price_amt: price(toMoneyString(row.custom_price_amt)),
        total_markup: price(toRateString(row.total_markup)),
        markup_type: price(markupType),
        power: row.power,
        water: row.water,
        drawing_link: row.drawing_link,
        bid_due_date: row.bid_due_date,
        time_due: row.time_due,
        construction_start_date: start,
        estimated_completion_date: end,
      },
      // The foreign keys guarantee the owner, address and manager; '' only keeps the types honest.
      project_owner_info: options.external || row.owner_name === null ? null : {
        owner_id: row.owner_id,
        owner_name: row.owner_name,
        owner_first_name: row.owner_first_name,
        owner_last_name: row.owner_last_name,
        owner_email: row.owner_email ?? '',
        owner_phone_number: row.owner_phone_number ?? '',
        owner_fax_number: row.owner_fax_number,
        owner_cc_email: row.owner_cc_email,
        owner_payable_email: row.owner_payable_email,
        owner_account_recievable_email: row.owner_account_recievable_email,
        owner_mobile_number: row.owner_mobile_number,
        owner_is_active: row.owner_is_active ?? false,
        addresses: {
          id: row.owner_address_id, owner_id: row.owner_id, address1: row.oa_address1 ?? '', address2: row.oa_address2,
          city: row.oa_city ?? '', state: row.oa_state ?? '', state_code: row.oa_state_code, zip: row.oa_zip ?? '',
        },
        owner_manager: { id: row.owner_manager_id, owner_id: row.owner_id, first_name: row.om_first_name ?? '', last_name: row.om_last_name },
        owner_manager_email: row.om_email ?? '',
        owner_manager_phone: row.om_phone ?? '',
      },
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type ProjectJson = ReturnType<typeof toProjectJson>;

export interface ListFilter {
  statuses?: ProjectStatus[];
  q?: string;
  /** Exactly this project ID (case-insensitive): the unique index on lower(project_uid) finds it. */
  uid?: string;
  /** Role 13: only the projects this user was invited to. */
  invitedUserId?: number;
}

/** `%q%` for LIKE with the pattern characters escaped. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function applyFilter<QB extends { where(expr: Expression<SqlBool>): QB }>(qb: QB, filter: ListFilter): QB {
  let out = qb;
  if (filter.statuses && filter.statuses.length > 0) out = out.where(sql<SqlBool>`p.status in (${sql.join(filter.statuses)})`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    // Each side matches its own trigram index (BitmapOr).
    out = out.where(sql<SqlBool>`(lower(p.project_name) like ${pattern} or lower(p.project_uid) like ${pattern})`);
  }
  if (filter.uid !== undefined) out = out.where(sql<SqlBool>`lower(p.project_uid) = ${filter.uid.trim().toLowerCase()}`);
  if (filter.invitedUserId !== undefined) {
    out = out.where(sql<SqlBool>`exists (select 1 from project_invitations i
      where i.tenant_id = p.tenant_id and i.project_id = p.id and i.user_id = ${filter.invitedUserId})`);
  }
  return out;
}

/**
 * The statements of a list call: the page (newest first) with details joined, as records (`rows`) or as the REST
 * JSON text the database writes (`pageJson`, list-json.ts), and the count.
 */
export function projectListQueries(
  ctx: TenantScope, db: Db, filter: ListFilter, page: number, pageSize: number, options: { external?: boolean } = {},
) {
  const tenantId = tenantOf(ctx);
  const pageRows = applyFilter(baseQuery(db, tenantId), filter)
    .orderBy('p.id', 'desc').limit(pageSize).offset((page - 1) * pageSize);
  // Without a search or an invitation filter the total comes from the trigger-kept counts (no scan of the tenant).
  const counted = !filter.q?.trim() && filter.uid === undefined && filter.invitedUserId === undefined;
  let countByStatus = db.selectFrom('project_counts as p').select(sql<number>`coalesce(sum(p.n), 0)::int`.as('total'))
    .where('p.tenant_id', '=', tenantId);
  if (filter.statuses && filter.statuses.length > 0) countByStatus = countByStatus.where('p.status', 'in', filter.statuses);
  // The page travels as ONE json value: converting 100 rows × 60 columns cell by cell costs more than the query
  // itself (PGlite especially); every value inside is text, boolean or integer, so no float ever appears.
  const rows = db.selectFrom(withDetails(db, pageRows).as('x'))
    .select(sql<ProjectRecord[]>`coalesce(json_agg(x order by x.id desc), '[]'::json)`.as('rows'));
  // As text: the driver hands the string over without parsing it.
  const pageJson = db.selectFrom(withDetails(db, pageRows).as('x')).select(
    sql<string>`coalesce(json_agg(${projectJsonSql(options.external ?? false)} order by x.id desc), '[]'::json)::text`.as('json'),
  );
  return {
    rows,
    pageJson,
    count: counted ? countByStatus : applyFilter(
      db.selectFrom('projects as p').select(sql<number>`count(*)::int`.as('total')).where('p.tenant_id', '=', tenantId),
      filter,
    ),
  };
}

/** The page as REST JSON text and the total: one query each, side by side; nothing parsed or serialized here. */
export async function listProjectsJson(
  ctx: TenantScope, db: Db, filter: ListFilter, page: number, pageSize: number, external: boolean,
): Promise<{ json: string; total: number }> {
  const { pageJson, count } = projectListQueries(ctx, db, filter, page, pageSize, { external });
  const [{ json }, { total }] = await Promise.all([pageJson.executeTakeFirstOrThrow(), count.executeTakeFirstOrThrow()]);
  return { json, total };
}

/** One query for the page and one count, run side by side. */
export async function listProjects(ctx: TenantScope, db: Db, filter: ListFilter, page: number, pageSize: number) {
  const { rows, count } = projectListQueries(ctx, db, filter, page, pageSize);
  const [result, { total }] = await Promise.all([rows.executeTakeFirstOrThrow(), count.executeTakeFirstOrThrow()]);
  const items = typeof result.rows === 'string' ? (JSON.parse(result.rows) as ProjectRecord[]) : result.rows;
  return { items, total };
}

export async function findProject(ctx: TenantScope, db: Db, id: number): Promise<ProjectRecord | undefined> {
  const tenantId = tenantOf(ctx);
  return withDetails(db, baseQuery(db, tenantId).where('p.id', '=', id)).executeTakeFirst();
}

export async function findProjectByUid(ctx: TenantScope, db: Db, uid: string): Promise<ProjectRecord | undefined> {
  const tenantId = tenantOf(ctx);
  return withDetails(db, baseQuery(db, tenantId).where(sql<SqlBool>`lower(p.project_uid) = ${uid.trim().toLowerCase()}`))
    .executeTakeFirst();
}

export async function isInvited(ctx: TenantScope, db: Db, projectId: number, userId: number): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  const row = await db.selectFrom('project_invitations').select('project_id')
    .where('tenant_id', '=', tenantId).where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function uidTaken(ctx: TenantScope, db: Db, uid: string, exceptId?: number): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('projects').select('id').where('tenant_id', '=', tenantId)
    .where(sql<SqlBool>`lower(project_uid) = ${uid.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function maxUidNumber(ctx: TenantScope, db: Db): Promise<string | null> {
  const tenantId = tenantOf(ctx);
  const row = await db.selectFrom('projects').select(sql<string | null>`max(uid_number)::text`.as('max'))
    .where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return row.max;
}

export async function companyOf(ctx: TenantScope, db: Db) {
  const tenantId = tenantOf(ctx);
  return db.selectFrom('companies').select(['tenant_id', 'prefix_project_id', 'start_project_id', 'default_markup'])
    .where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
}

/** The owner records the picked ids resolve to inside the tenant (the address and manager must be the owner's). */
export async function ownerSnapshot(ctx: TenantScope, db: Db, ownerId?: number, addressId?: number, managerId?: number) {
  const tenantId = tenantOf(ctx);
  const [owner, address, manager] = await Promise.all([
    ownerId === undefined ? undefined : db.selectFrom('owners').select(['id', 'name', 'email', 'phone_number', 'is_active'])
      .where('tenant_id', '=', tenantId).where('id', '=', ownerId).executeTakeFirst(),
    ownerId === undefined || addressId === undefined ? undefined : db.selectFrom('owner_addresses')
      .select(['id', 'address_1', 'city', 'state', 'zip'])
      .where('tenant_id', '=', tenantId).where('owner_id', '=', ownerId).where('id', '=', addressId).executeTakeFirst(),
    ownerId === undefined || managerId === undefined ? undefined : db.selectFrom('owner_managers')
      .select(['id', 'first_name', 'email', 'phone'])
      .where('tenant_id', '=', tenantId).where('owner_id', '=', ownerId).where('id', '=', managerId).executeTakeFirst(),
  ]);
  return { owner, address, manager };
}

/** Which of the given ids are employees of the tenant. */
export async function employeeIds(ctx: TenantScope, db: Db, ids: number[]): Promise<Set<number>> {
  const tenantId = tenantOf(ctx);
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('employees').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export interface ProjectRefs {
  owner_id: number;
  owner_address_id: number;
  owner_manager_id: number;
  estimator_id: number | null;
  project_manager_id: number | null;
  site_super_id: number | null;
}

/** Column values of a validated project. */
export function projectColumns(values: ProjectValues, refs: ProjectRefs, uid: string) {
  const { status: _status, ...rest } = values;
  return {
    ...rest,
    project_uid: uid,
    ...refs,
    total_cost: currentTotal(values, []),
  };
}

/**
 * The project's TotalCost (docs/money.md §8) from its markup and bid figures: for a project without bids (a new
 * one or a copy) 0 with a fixed markup, the price with a custom price. With bids, bids/recalculate.ts keeps it.
 */
export function currentTotal(row: { total_markup: string; custom_price_amt: string }, bids: readonly BidFigures[]): string {
  return toMoneyString(projectTotals(storedMarkup(row), bids).TotalCost);
}

/** The bids of a project as figures for the totals: the §7 figures stored with each bid (issue 13). */
export async function bidFigures(ctx: TenantScope, db: Db, projectId: number): Promise<BidFigures[]> {
  return (await bidFiguresOf(ctx, db, [projectId])).get(projectId) ?? [];
}

/** bidFigures of many projects in one statement (GET projects/totals answers up to 100 projects at once). */
export async function bidFiguresOf(ctx: TenantScope, db: Db, projectIds: number[]): Promise<Map<number, BidFigures[]>> {
  const byProject = new Map<number, BidFigures[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await db.selectFrom('bids').select(['project_id', 'sub_total', 'calculated_overhead', 'is_alternate'])
    .where('tenant_id', '=', tenantOf(ctx)).where('project_id', 'in', projectIds).orderBy('project_id').orderBy('id').execute();
  for (const b of rows) byProject.get(b.project_id)?.push({ subTotal: b.sub_total, overhead: b.calculated_overhead, isAlternate: b.is_alternate });
  return byProject;
}

// ---- writes (inside the caller's transaction where it has one) ----

/** A new project at Bidding; its id. */
export async function insertProject(ctx: TenantScope, db: Db, values: ProjectValues, refs: ProjectRefs, uid: string): Promise<number> {
  const row = await db.insertInto('projects')
    .values({ tenant_id: tenantOf(ctx), ...projectColumns(values, refs, uid), status: 'Bidding' })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProject(ctx: TenantScope, db: Db, id: number, values: ProjectValues, refs: ProjectRefs, uid: string) {
  await db.updateTable('projects')
    .set({
      ...projectColumns(values, refs, uid), ...(values.status ? { status: values.status, completed_on: completedOn(values.status) } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
}

/**
 * completed_on follows the status (migration 0019): today when the project becomes Completed, kept while it stays
 * Completed, cleared when it leaves it. The tracker shows it as the actual completion date.
 */
const completedOn = (status: string) =>
  sql<string | null>`case when ${status}::text = 'Completed' then coalesce(case when projects.status = 'Completed' then projects.completed_on end, current_date) end`;

/** A status change keeps the stored total in step (docs/money.md §8), and completed_on. */
export async function setProjectStatus(ctx: TenantScope, db: Db, id: number, status: ProjectStatus, totalCost: string) {
  await db.updateTable('projects').set({ status, completed_on: completedOn(status), total_cost: totalCost, updated_at: sql<Date>`now()` })
    .where(tenantIs(ctx)).where('id', '=', id).execute();
}

export async function deleteProject(ctx: TenantScope, db: Db, id: number) {
  await db.deleteFrom('projects').where(tenantIs(ctx)).where('id', '=', id).execute();
}

/** A copy of a project under a new ID and name, at Bidding with the ' copy' suffix; its id. */
export async function copyProject(
  ctx: TenantScope, db: Db, source: ProjectRecord, uid: string, uidNumber: string, name: string,
): Promise<number> {
  const copied = await sql<{ id: number }>`
    insert into projects (tenant_id, project_uid, uid_number, project_name, status, owner_id, owner_address_id,
      owner_manager_id, estimator_id, project_manager_id, site_super_id, address1, address2, city, state, state_code,
      zipcode, building_type, project_type, duration, area, drawing_link, bid_due_date, time_due,
      construction_start_date, estimated_completion_date, total_markup, custom_price_amt, power, water,
      pco_profit_percentage, total_cost)
    select tenant_id, ${uid}, ${uidNumber}::bigint, ${copyName(name)}, 'Bidding', owner_id, owner_address_id,
      owner_manager_id, estimator_id, project_manager_id, site_super_id, address1, address2, city, state, state_code,
      zipcode, building_type, project_type, duration, area, drawing_link, bid_due_date, time_due,
      construction_start_date, estimated_completion_date, total_markup, custom_price_amt, power, water,
      pco_profit_percentage, ${currentTotal(source, [])}::numeric
    from projects where tenant_id = ${tenantOf(ctx)} and id = ${source.id}
    returning id`.execute(db);
  return copied.rows[0]!.id;
}
