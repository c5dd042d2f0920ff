import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import { proposalTitle } from './routes.js';
import { samplePdf } from './sample-pdf.js';

// Demo data of the proposal module (called by db/seed.ts after the bids): proposals already sent to the owners of a
// few projects past Bidding, and the demo subcontractor's two uploaded bid versions on the first project it was
// invited to. A tenant that already has either is left alone (the seed can run again).

/** The proposal that was mailed: the record only keeps its name and size, so any PDF of a plausible size will do. */
const SENT_BYTES = 48_213;

export async function seedDemoProposals(db: Db, tenantId: number, subcontractorEmail: string): Promise<void> {
  const sender = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('role_id', '=', 2).orderBy('id')
    .executeTakeFirst();
  const sent = await db.selectFrom('proposal_sendings').select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (sender && !sent) {
    const projects = await db.selectFrom('projects as p')
      .innerJoin('owners as o', (j) => j.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.owner_id'))
      .select(['p.id', 'p.project_uid', 'p.project_name', 'o.email', 'o.cc_email'])
      .where('p.tenant_id', '=', tenantId).where('p.status', 'in', ['Awarded', 'Lost', 'In Progress']).orderBy('p.id').limit(2).execute();
    // The first was sent twice (a revised estimate), the second once.
    const rows = projects.flatMap((p, i) => (i === 0 ? ['2026-02-02T15:30:00Z', '2026-02-16T17:05:00Z'] : ['2026-03-09T14:10:00Z'])
      .map((at) => ({
        tenant_id: tenantId, project_id: p.id, sent_by: sender.id, sent_at: new Date(at), to_email: p.email, cc_email: p.cc_email,
        filename: `${proposalTitle(p.project_uid, p.project_name)}.pdf`, bytes: SENT_BYTES, message: '',
      })));
    if (rows.length > 0) await db.insertInto('proposal_sendings').values(rows).execute();
  }

  const uploaded = await db.selectFrom('bid_uploads').select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (uploaded) return;
  const invited = await db.selectFrom('project_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('projects as p', (j) => j.onRef('p.tenant_id', '=', 'i.tenant_id').onRef('p.id', '=', 'i.project_id'))
    .select(['i.project_id', 'i.user_id', 'p.project_uid', 'p.project_name', 'u.first_name', 'u.last_name'])
    .where('i.tenant_id', '=', tenantId).where(sql<string>`lower(u.email)`, '=', subcontractorEmail.toLowerCase())
    .orderBy('i.project_id').executeTakeFirst();
  if (!invited) return;
  const who = `${invited.first_name ?? ''} ${invited.last_name ?? ''}`.trim();
  const versions = [
    { at: '2026-01-20T16:00:00Z', amount: '$184,250.00', note: 'Includes formwork, rebar and cast-in-place concrete.' },
    { at: '2026-01-27T18:45:00Z', amount: '$179,900.00', note: 'Revised: slab on grade value-engineered to 5 in.' },
  ];
  await db.insertInto('bid_uploads').values(versions.map((v, i) => {
    const content = samplePdf([
      `Bid ${i + 1} - ${who}`, `Project ${invited.project_uid} - ${invited.project_name}`, `Division 03 Concrete: ${v.amount}`, v.note,
      'Valid for 30 days.',
    ]);
    return {
      tenant_id: tenantId, project_id: invited.project_id, user_id: invited.user_id, version: i + 1,
      filename: `Bid ${i + 1} - ${invited.project_uid}.pdf`, bytes: content.length, content, created_at: new Date(v.at),
    };
  })).execute();
}
