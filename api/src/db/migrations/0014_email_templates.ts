import { type Kysely, sql } from 'kysely';

// A company's own text of the four subcontractor email templates (docs/projects.md §9). The product's defaults live in code
// (modules/email-templates/defaults.ts); a row exists only while a company has edited that template, so
// reset-to-default deletes it and a new default reaches every company that never edited it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_templates (
      tenant_id integer not null references companies(tenant_id),
      template_type text not null,
      subject text not null,
      body text not null,
      updated_by integer references users(id),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, template_type)
    )`.execute(db);
  // Sending looks the recipients up by email among the tenant's subcontractors and their managers (50,000 a tenant).
  await sql`create index subcontractors_email_idx on subcontractors (tenant_id, lower(email))`.execute(db);
  await sql`create index subcontractor_managers_email_idx on subcontractor_managers (tenant_id, lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists subcontractor_managers_email_idx`.execute(db);
  await sql`drop index if exists subcontractors_email_idx`.execute(db);
  await sql`drop table if exists email_templates`.execute(db);
}
