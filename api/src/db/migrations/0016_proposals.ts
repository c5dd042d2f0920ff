import { type Kysely, sql } from 'kysely';

// The proposal (issue 14; docs/projects.md §2.4 Send to customer, §6 role 13, §7 Proposal and bids). Every key carries tenant_id
// (docs/architecture.md).
// - proposal_sendings: each sending of the proposal PDF to the owner (when, by whom, to whom), listed on the page.
// - bid_uploads: a subcontractor's (role 13) uploaded bid PDFs, one row a version per (project, uploader). The bytes
//   live in the database (bytea), so every API instance sees them and they survive restarts; the lists never read them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table proposal_sendings (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      project_id integer not null,
      sent_by integer not null references users(id),
      sent_at timestamptz not null default now(),
      to_email text not null,
      cc_email text,
      filename text not null,
      bytes integer not null check (bytes >= 0),
      message text not null default '',
      primary key (tenant_id, id),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index proposal_sendings_project_idx on proposal_sendings (tenant_id, project_id, id desc)`.execute(db);

  await sql`
    create table bid_uploads (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      project_id integer not null,
      user_id integer not null references users(id),
      version integer not null check (version >= 1),
      filename text not null,
      bytes integer not null check (bytes >= 0),
      content bytea not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      -- Two uploads racing for one version: the database lets one win (the other retries with the next number).
      unique (tenant_id, project_id, user_id, version),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index bid_uploads_project_idx on bid_uploads (tenant_id, project_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists bid_uploads`.execute(db);
  await sql`drop table if exists proposal_sendings`.execute(db);
}
