import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { DEFAULT_TEMPLATES, TEMPLATE_NAMES, TEMPLATE_TYPES, type TemplateText, type TemplateType } from './defaults.js';

export interface TemplateJson {
  template_type: TemplateType;
  name: string;
  subject: string;
  body: string;
  /** True while the company uses the product's text (never edited, or reset). */
  is_default: boolean;
  updated_at: string | null;
}

/** The company's four templates: its edited text where it has one, the product's default otherwise. */
export async function tenantTemplates(ctx: TenantScope, db: Db): Promise<TemplateJson[]> {
  const rows = await db.selectFrom('email_templates').select(['template_type', 'subject', 'body', 'updated_at'])
    .where('tenant_id', '=', tenantOf(ctx)).execute();
  const edited = new Map(rows.map((r) => [r.template_type, r]));
  return TEMPLATE_TYPES.map((type) => {
    const row = edited.get(type);
    return {
      template_type: type,
      name: TEMPLATE_NAMES[type],
      subject: row?.subject ?? DEFAULT_TEMPLATES[type].subject,
      body: row?.body ?? DEFAULT_TEMPLATES[type].body,
      is_default: !row,
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
    };
  });
}

export async function tenantTemplate(ctx: TenantScope, db: Db, type: TemplateType): Promise<TemplateJson> {
  return (await tenantTemplates(ctx, db)).find((t) => t.template_type === type)!;
}

export async function saveTemplate(ctx: TenantScope, db: Db, type: TemplateType, text: TemplateText, userId: number): Promise<void> {
  const tenantId = tenantOf(ctx);
  await db.insertInto('email_templates')
    .values({ tenant_id: tenantId, template_type: type, subject: text.subject, body: text.body, updated_by: userId })
    .onConflict((oc) => oc.columns(['tenant_id', 'template_type']).doUpdateSet({
      subject: text.subject, body: text.body, updated_by: userId, updated_at: sql`now()`,
    }))
    .execute();
}

export async function resetTemplate(ctx: TenantScope, db: Db, type: TemplateType): Promise<void> {
  await db.deleteFrom('email_templates').where('tenant_id', '=', tenantOf(ctx)).where('template_type', '=', type).execute();
}

export interface MailProject {
  id: number;
  project_uid: string;
  project_name: string;
  address1: string;
  city: string;
  state: string;
  state_code: string | null;
  zipcode: string;
  bid_due_date: string | null;
  time_due: string | null;
}

/** The project a mail is about, by id or by ID (uid), in the caller's tenant only. */
export async function mailProject(ctx: TenantScope, db: Db, by: { id: number } | { uid: string }): Promise<MailProject | undefined> {
  let query = db.selectFrom('projects')
    .select(['id', 'project_uid', 'project_name', 'address1', 'city', 'state', 'state_code', 'zipcode', 'time_due',
      sql<string | null>`to_char(bid_due_date, 'YYYY-MM-DD')`.as('bid_due_date')])
    .where('tenant_id', '=', tenantOf(ctx));
  query = 'id' in by ? query.where('id', '=', by.id) : query.where(sql<boolean>`lower(project_uid) = ${by.uid.trim().toLowerCase()}`);
  return query.executeTakeFirst();
}

export async function tenantCompanyName(ctx: TenantScope, db: Db): Promise<string> {
  const row = await db.selectFrom('companies').select('company_name').where('tenant_id', '=', tenantOf(ctx)).executeTakeFirst();
  return row?.company_name ?? '';
}

export interface Recipient {
  email: string;
  subcontractorId: number;
  companyName: string;
  firstName: string;
  lastName: string;
}

/**
 * The tenant's subcontractors behind these emails (lower-cased): a subcontractor's own email or one of its
 * managers'. One statement; an email of no subcontractor of the tenant is absent from the map.
 */
export async function recipientsByEmail(ctx: TenantScope, db: Db, emails: readonly string[]): Promise<Map<string, Recipient>> {
  const tenantId = tenantOf(ctx);
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('subcontractors as s')
    .select([sql<string>`lower(s.email)`.as('email'), 's.id', 's.company_name', 's.first_name', 's.last_name', sql<number>`0`.as('rank')])
    .where('s.tenant_id', '=', tenantId).where(sql<string>`lower(s.email)`, 'in', wanted)
    .unionAll(db.selectFrom('subcontractor_managers as m')
      .innerJoin('subcontractors as s', (j) => j.onRef('s.tenant_id', '=', 'm.tenant_id').onRef('s.id', '=', 'm.subcontractor_id'))
      .select([sql<string>`lower(m.email)`.as('email'), 's.id', 's.company_name', 'm.first_name', 'm.last_name', sql<number>`1`.as('rank')])
      .where('m.tenant_id', '=', tenantId).where(sql<string>`lower(m.email)`, 'in', wanted))
    .execute();
  const found = new Map<string, Recipient>();
  // A subcontractor's own email wins over a manager's; then the lowest id, so the answer is stable.
  rows.sort((a, b) => a.rank - b.rank || a.id - b.id);
  for (const r of rows) {
    if (!found.has(r.email)) {
      found.set(r.email, {
        email: r.email, subcontractorId: r.id, companyName: r.company_name, firstName: r.first_name ?? '', lastName: r.last_name ?? '',
      });
    }
  }
  return found;
}
