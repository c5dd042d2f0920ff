import { type Kysely, sql } from 'kysely';

// Billing the owner (issue 32; docs/billing.md §2, docs/money.md §12): payment applications (G702/G703), their
// schedule-of-values lines, the payments received, the log and the sendings. Every key carries tenant_id.
// A submitted application is a record: the triggers below refuse, whatever the client, any change to its lines and
// any change to it other than its status moving forward, its version, and its certified amount set once.
// bid_id / pco_id on a line are the history of what was billed, not foreign keys: a line outlives its bid.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column retainage_work_rate numeric(5,2) not null default 10.00,
    add column retainage_stored_rate numeric(5,2)`.execute(db);

  await sql`
    create table payment_applications (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      project_id integer not null,
      number integer not null check (number >= 1),
      status text not null default 'Draft' check (status in ('Draft', 'Submitted', 'Certified', 'Paid')),
      period_from date not null,
      period_to date not null,
      application_date date not null,
      work_rate numeric(5,2) not null check (work_rate >= 0 and work_rate <= 100),
      stored_rate numeric(5,2) not null check (stored_rate >= 0 and stored_rate <= 100),
      is_final boolean not null default false,
      certified_amount numeric(14,2),
      certified_on date,
      submitted_at timestamptz,
      submitted_by integer references users(id),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      created_by integer not null references users(id),
      primary key (tenant_id, id),
      unique (tenant_id, project_id, number),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    )`.execute(db);
  // docs/money.md §12: only the latest application may be a Draft, so at most one per project.
  await sql`create unique index payment_applications_one_draft on payment_applications (tenant_id, project_id)
    where status = 'Draft'`.execute(db);

  await sql`
    create table payment_application_lines (
      tenant_id integer not null,
      id serial not null,
      application_id integer not null,
      item_no integer not null check (item_no >= 1),
      kind text not null check (kind in ('BID', 'CO')),
      bid_id integer,
      pco_id integer,
      description text not null,
      scheduled_value numeric(14,2) not null,
      from_previous numeric(14,2) not null default 0,
      this_period numeric(14,2) not null default 0,
      stored_materials numeric(14,2) not null default 0,
      retainage_released numeric(14,2) not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, application_id, item_no),
      foreign key (tenant_id, application_id) references payment_applications (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table payment_application_payments (
      tenant_id integer not null,
      id serial not null,
      application_id integer not null,
      amount numeric(14,2) not null check (amount > 0),
      received_on date not null,
      reference text not null default '',
      recorded_by integer not null references users(id),
      recorded_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, application_id) references payment_applications (tenant_id, id) on delete cascade
    )`.execute(db);

  // The log keeps the number: a deleted Draft's entries outlive it (no foreign key to the application).
  await sql`
    create table payment_application_log (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      project_id integer not null,
      application_id integer,
      number integer not null,
      action text not null check (action in ('created', 'updated', 'submitted', 'certified', 'payment', 'paid', 'released', 'sent', 'deleted')),
      detail text not null default '',
      user_id integer not null references users(id),
      at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index payment_application_log_project_idx on payment_application_log (tenant_id, project_id, id desc)`.execute(db);

  await sql`
    create table payment_application_sendings (
      tenant_id integer not null,
      id serial not null,
      application_id integer not null,
      sent_by integer not null references users(id),
      sent_at timestamptz not null default now(),
      to_email text not null,
      cc_email text,
      g702_filename text not null,
      g703_filename text not null,
      bytes integer not null check (bytes >= 0),
      message text not null default '',
      primary key (tenant_id, id),
      foreign key (tenant_id, application_id) references payment_applications (tenant_id, id) on delete cascade
    )`.execute(db);

  // docs/billing.md §2 Frozen in the database. A cascade from a deleted project (or company) still removes them:
  // the parent row is gone by the time the cascaded delete runs.
  await sql.raw(`
    create function payment_application_frozen() returns trigger language plpgsql as $$
    declare
      kept payment_applications;
      rank_old integer;
      rank_new integer;
    begin
      if tg_op = 'DELETE' then
        if old.status <> 'Draft' and exists (select 1 from projects p where p.tenant_id = old.tenant_id and p.id = old.project_id) then
          raise exception 'Payment application % is submitted: it can no longer change.', old.number using errcode = 'P0001';
        end if;
        return old;
      end if;
      if old.status = 'Draft' then
        return new;
      end if;
      kept := new;
      kept.status := old.status;
      kept.version := old.version;
      kept.certified_amount := old.certified_amount;
      kept.certified_on := old.certified_on;
      rank_old := array_position(array['Draft', 'Submitted', 'Certified', 'Paid'], old.status);
      rank_new := array_position(array['Draft', 'Submitted', 'Certified', 'Paid'], new.status);
      if kept is distinct from old or rank_new is null or rank_new < rank_old
        or (old.certified_amount is not null and (new.certified_amount is distinct from old.certified_amount
          or new.certified_on is distinct from old.certified_on))
        or (old.certified_amount is null and new.certified_amount is not null
          and not (old.status = 'Submitted' and new.status in ('Certified', 'Paid') and new.certified_on is not null))
        or (old.certified_amount is null and new.certified_amount is null and new.certified_on is not null)
        or (new.status in ('Certified', 'Paid') and new.certified_amount is null) then
        raise exception 'Payment application % is submitted: it can no longer change.', old.number using errcode = 'P0001';
      end if;
      return new;
    end $$`).execute(db);
  await sql`create trigger payment_applications_frozen before update or delete on payment_applications
    for each row execute function payment_application_frozen()`.execute(db);

  await sql.raw(`
    create function payment_application_line_frozen() returns trigger language plpgsql as $$
    declare
      line payment_application_lines;
      app_status text;
      app_number integer;
    begin
      if tg_op = 'DELETE' then line := old; else line := new; end if;
      select status, number into app_status, app_number from payment_applications
        where tenant_id = line.tenant_id and id = line.application_id;
      if tg_op = 'UPDATE' and (new.application_id <> old.application_id or new.tenant_id <> old.tenant_id) then
        raise exception 'A payment application line cannot move.' using errcode = 'P0001';
      end if;
      -- A missing application: a cascade from its deletion (or a project's), or an insert the foreign key refuses.
      if app_status is not null and app_status <> 'Draft' then
        raise exception 'Payment application % is submitted: it can no longer change.', app_number using errcode = 'P0001';
      end if;
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`).execute(db);
  await sql`create trigger payment_application_lines_frozen before insert or update or delete on payment_application_lines
    for each row execute function payment_application_line_frozen()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_application_sendings`.execute(db);
  await sql`drop table if exists payment_application_log`.execute(db);
  await sql`drop table if exists payment_application_payments`.execute(db);
  await sql`drop table if exists payment_application_lines`.execute(db);
  await sql`drop table if exists payment_applications`.execute(db);
  await sql`drop function if exists payment_application_line_frozen()`.execute(db);
  await sql`drop function if exists payment_application_frozen()`.execute(db);
  await sql`alter table projects drop column if exists retainage_stored_rate, drop column if exists retainage_work_rate`.execute(db);
}
