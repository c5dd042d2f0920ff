import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';

// Reads of the log (payment_application_logs) and of the sendings (docs/billing.md §3), newest first.

const iso = (d: Date | string) => new Date(d).toISOString();
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** GET payment-application/log/projectuid/{uid}. */
export async function logJson(ctx: TenantScope, db: Db, projectId: number) {
  const rows = await db.selectFrom('payment_application_log as g').innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.id', 'g.application_id', 'g.number', 'g.action', 'g.detail', 'u.first_name', 'u.last_name', 'g.at'])
    .where('g.tenant_id', '=', tenantOf(ctx)).where('g.project_id', '=', projectId).orderBy('g.at', 'desc').orderBy('g.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id, application_id: r.application_id, number: r.number, action: r.action, detail: r.detail,
    user_name: fullName(r.first_name, r.last_name), at: iso(r.at),
  }));
}

export interface SendingInput {
  applicationId: number;
  sentBy: number;
  to: string;
  cc: string | null;
  g702: string;
  g703: string;
  bytes: number;
  message: string;
}

export async function insertSending(ctx: TenantScope, db: Db, input: SendingInput): Promise<number> {
  const row = await db.insertInto('payment_application_sendings').values({
    tenant_id: tenantOf(ctx), application_id: input.applicationId, sent_by: input.sentBy, to_email: input.to, cc_email: input.cc,
    g702_filename: input.g702, g703_filename: input.g703, bytes: input.bytes, message: input.message,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** An application's sendings, newest first (or the one with `id`). */
export async function sendingsJson(ctx: TenantScope, db: Db, applicationId: number, id?: number) {
  let query = db.selectFrom('payment_application_sendings as s').innerJoin('users as u', 'u.id', 's.sent_by')
    .select(['s.id', 's.application_id', 's.sent_at', 's.sent_by', 'u.first_name', 'u.last_name', 's.to_email', 's.cc_email', 's.g702_filename',
      's.g703_filename', 's.bytes', 's.message'])
    .where('s.tenant_id', '=', tenantOf(ctx)).where('s.application_id', '=', applicationId);
  if (id !== undefined) query = query.where('s.id', '=', id);
  const rows = await query.orderBy('s.sent_at', 'desc').orderBy('s.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id, application_id: r.application_id, sent_at: iso(r.sent_at), sent_by: { id: r.sent_by, name: fullName(r.first_name, r.last_name) },
    to_email: r.to_email, cc_email: r.cc_email, filenames: [r.g702_filename, r.g703_filename], bytes: r.bytes, message: r.message,
  }));
}
