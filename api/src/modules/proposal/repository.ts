import { sql, type SqlBool } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { isUniqueViolation } from '../../errors.js';

// Reads and writes of proposal_sendings and bid_uploads (migration 0016), always in the caller's tenant.

const iso = (d: Date | string) => new Date(d).toISOString();
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** What sending the proposal needs of its project: the owner's emails and the company that sends. */
export interface ProposalProject {
  id: number;
  project_uid: string;
  project_name: string;
  owner_email: string;
  owner_cc_email: string | null;
  company_name: string;
  company_email: string | null;
}

export async function proposalProject(ctx: TenantScope, db: Db, uid: string): Promise<ProposalProject | undefined> {
  const tenantId = tenantOf(ctx);
  return db.selectFrom('projects as p')
    .innerJoin('owners as o', (j) => j.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.owner_id'))
    .innerJoin('companies as c', 'c.tenant_id', 'p.tenant_id')
    .select(['p.id', 'p.project_uid', 'p.project_name', 'o.email as owner_email', 'o.cc_email as owner_cc_email', 'c.company_name',
      'c.company_email'])
    .where('p.tenant_id', '=', tenantId).where(sql<SqlBool>`lower(p.project_uid) = ${uid.trim().toLowerCase()}`)
    .executeTakeFirst();
}

export interface SendingInput {
  projectId: number;
  sentBy: number;
  to: string;
  cc: string | null;
  filename: string;
  bytes: number;
  message: string;
}

export async function insertSending(ctx: TenantScope, db: Db, input: SendingInput): Promise<number> {
  const row = await db.insertInto('proposal_sendings').values({
    tenant_id: tenantOf(ctx), project_id: input.projectId, sent_by: input.sentBy, to_email: input.to, cc_email: input.cc,
    filename: input.filename, bytes: input.bytes, message: input.message,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The project's sendings, newest first (or the one with `id`). */
export async function sendingsJson(ctx: TenantScope, db: Db, projectId: number, id?: number) {
  let query = db.selectFrom('proposal_sendings as s')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 's.tenant_id').onRef('p.id', '=', 's.project_id'))
    .innerJoin('users as u', 'u.id', 's.sent_by')
    .select(['s.id', 'p.project_uid', 's.sent_at', 's.sent_by', 'u.first_name', 'u.last_name', 's.to_email', 's.cc_email', 's.filename',
      's.bytes'])
    .where('s.tenant_id', '=', tenantOf(ctx)).where('s.project_id', '=', projectId);
  if (id !== undefined) query = query.where('s.id', '=', id);
  const rows = await query.orderBy('s.sent_at', 'desc').orderBy('s.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id, project_uid: r.project_uid, sent_at: iso(r.sent_at), sent_by: { id: r.sent_by, name: fullName(r.first_name, r.last_name) },
    to_email: r.to_email, cc_email: r.cc_email, filename: r.filename, bytes: r.bytes,
  }));
}

/** A project of the caller's tenant by its ID (uid), only when `invitedUserId` (role 13) was invited to it. */
export async function portalProject(ctx: TenantScope, db: Db, uid: string, invitedUserId?: number) {
  const tenantId = tenantOf(ctx);
  let query = db.selectFrom('projects as p')
    .select(['p.id', 'p.project_uid', 'p.project_name', 'p.estimator_id', 'p.project_manager_id', 'p.site_super_id'])
    // The bid due date at its time due (the day's end without one), on the database's clock as every date of a project;
    // no bid due date: bids stay open.
    .select(sql<string | null>`case when p.bid_due_date is null then null
      else to_char(p.bid_due_date, 'MM/DD/YYYY') || coalesce(' ' || p.time_due, '') end`.as('bids_due'))
    .select(sql<boolean>`coalesce(now() > p.bid_due_date + case when p.time_due ~ '^[0-9]{1,2}:[0-9]{2}$' then p.time_due::time
      else time '23:59:59.999' end, false)`.as('bids_closed'))
    .where('p.tenant_id', '=', tenantId).where(sql<SqlBool>`lower(p.project_uid) = ${uid.trim().toLowerCase()}`);
  if (invitedUserId !== undefined) {
    query = query.where(({ exists, selectFrom }) => exists(selectFrom('project_invitations as i').select('i.user_id')
      .whereRef('i.tenant_id', '=', 'p.tenant_id').whereRef('i.project_id', '=', 'p.id').where('i.user_id', '=', invitedUserId)));
  }
  return query.executeTakeFirst();
}

export interface NewUpload {
  projectId: number;
  userId: number;
  filename: string;
  content: Buffer;
}

/**
 * Stores the next version for (project, uploader) in the caller's transaction. Two uploads at once: the unique key
 * makes one of them fail, and it takes the following number (a savepoint keeps the transaction usable).
 */
export async function insertUpload(ctx: TenantScope, trx: Db, input: NewUpload): Promise<number> {
  const tenantId = tenantOf(ctx);
  for (let attempt = 0; ; attempt += 1) {
    const next = await trx.selectFrom('bid_uploads').select(sql<number>`coalesce(max(version), 0)::int + 1`.as('v'))
      .where('tenant_id', '=', tenantId).where('project_id', '=', input.projectId).where('user_id', '=', input.userId)
      .executeTakeFirstOrThrow();
    try {
      await sql`savepoint bid_upload_version`.execute(trx);
      const row = await trx.insertInto('bid_uploads').values({
        tenant_id: tenantId, project_id: input.projectId, user_id: input.userId, version: next.v, filename: input.filename,
        bytes: input.content.length, content: input.content,
      }).returning('id').executeTakeFirstOrThrow();
      await sql`release savepoint bid_upload_version`.execute(trx);
      return row.id;
    } catch (err) {
      await sql`rollback to savepoint bid_upload_version`.execute(trx);
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** The columns of an upload without its bytes (lists never read them). */
function uploadsQuery(ctx: TenantScope, db: Db) {
  return db.selectFrom('bid_uploads as b')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'b.tenant_id').onRef('p.id', '=', 'b.project_id'))
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.version', 'b.created_at', 'b.filename', 'b.bytes', 'b.user_id', 'p.project_uid', 'u.first_name', 'u.last_name',
      'u.email'])
    .where('b.tenant_id', '=', tenantOf(ctx));
}

const logEntry = (r: { id: number; version: number; created_at: Date; filename: string; bytes: number }) => ({
  id: r.id, version: r.version, bid_date: iso(r.created_at), filename: r.filename, bytes: r.bytes,
});

/** One uploader's versions of a project's bid, in version order (or the one with `id`). */
export async function bidLog(ctx: TenantScope, db: Db, projectId: number, userId: number, id?: number) {
  let query = uploadsQuery(ctx, db).where('b.project_id', '=', projectId).where('b.user_id', '=', userId);
  if (id !== undefined) query = query.where('b.id', '=', id);
  return (await query.orderBy('b.version').execute()).map(logEntry);
}

/** Every upload of a project, newest first, with the tenant's subcontractor each uploader is (by email). */
export async function projectUploads(ctx: TenantScope, db: Db, projectId: number) {
  const tenantId = tenantOf(ctx);
  const rows = await uploadsQuery(ctx, db).where('b.project_id', '=', projectId).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc')
    .execute();
  const subs = await subcontractorsByEmail(db, tenantId, [...new Set(rows.map((r) => r.email.toLowerCase()))]);
  return rows.map((r) => ({
    ...logEntry(r), project_uid: r.project_uid,
    uploaded_by: { id: r.user_id, name: fullName(r.first_name, r.last_name), email: r.email },
    subcontractor: subs.get(r.email.toLowerCase()) ?? null,
  }));
}

/** The tenant's subcontractor behind each email: its own email first, then a manager's; the lowest id wins a tie. */
async function subcontractorsByEmail(db: Db, tenantId: number, emails: string[]) {
  const found = new Map<string, { id: number; company_name: string }>();
  if (emails.length === 0) return found;
  const rows = await db.selectFrom('subcontractors as s')
    .select([sql<string>`lower(s.email)`.as('email'), 's.id', 's.company_name', sql<number>`0`.as('rank')])
    .where('s.tenant_id', '=', tenantId).where(sql<string>`lower(s.email)`, 'in', emails)
    .unionAll(db.selectFrom('subcontractor_managers as m')
      .innerJoin('subcontractors as s', (j) => j.onRef('s.tenant_id', '=', 'm.tenant_id').onRef('s.id', '=', 'm.subcontractor_id'))
      .select([sql<string>`lower(m.email)`.as('email'), 's.id', 's.company_name', sql<number>`1`.as('rank')])
      .where('m.tenant_id', '=', tenantId).where(sql<string>`lower(m.email)`, 'in', emails))
    .execute();
  rows.sort((a, b) => a.rank - b.rank || a.id - b.id);
  for (const r of rows) if (!found.has(r.email)) found.set(r.email, { id: r.id, company_name: r.company_name });
  return found;
}

/** One upload's bytes and who may read them (the uploader), in the caller's tenant. */
export async function uploadFile(ctx: TenantScope, db: Db, id: number) {
  const row = await db.selectFrom('bid_uploads').select(['user_id', 'project_id', 'filename', 'content'])
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirst();
  return row && { ...row, content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) };
}

/** The project's staff to tell of an upload: the active logins of its estimator, project manager and site super. */
export async function projectStaffUsers(ctx: TenantScope, db: Db, employeeIds: readonly (number | null)[]): Promise<number[]> {
  const ids = employeeIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const users = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantOf(ctx)).where('employee_id', 'in', ids)
    .where('is_active', '=', true).execute();
  return users.map((u) => u.id);
}

/** The email of the project's estimator (an employee), if it has one. */
export async function estimatorEmail(ctx: TenantScope, db: Db, estimatorId: number | null): Promise<string | undefined> {
  if (estimatorId === null) return undefined;
  const row = await db.selectFrom('employees').select('email').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', estimatorId)
    .executeTakeFirst();
  return row?.email || undefined;
}
