import { type Kysely, sql } from 'kysely';

// Subcontracts and purchase orders (issue 33; docs/subcontracts.md §3, docs/money.md §15): commitments, their lines,
// change orders (SCOs), billings, payments with their signed waivers, retainage releases and award emails. Every key
// carries tenant_id. bid_id, bid_trade_line_id, subcontractor_id and vendor_id are history, not foreign keys: a
// commitment outlives its bid. Approved billings, payments and releases are records: the triggers below refuse any
// change to them (a cascade from a deleted commitment or project still removes them: the parent is gone by then).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table subcontracts (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      project_id integer not null,
      kind text not null check (kind in ('Subcontract', 'PO')),
      number integer not null check (number >= 1),
      bid_id integer,
      subcontractor_id integer,
      vendor_id integer,
      retainage_rate numeric(5,2) not null check (retainage_rate >= 0 and retainage_rate <= 100),
      scope text not null default '',
      start_date date,
      end_date date,
      status text not null default 'Open' check (status in ('Open', 'Closed')),
      awarded_at timestamptz not null default now(),
      awarded_by integer not null references users(id),
      version integer not null default 1,
      primary key (tenant_id, id),
      unique (tenant_id, project_id, kind, number),
      check ((kind = 'Subcontract' and subcontractor_id is not null and vendor_id is null)
        or (kind = 'PO' and vendor_id is not null and subcontractor_id is null)),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    )`.execute(db);
  // docs/subcontracts.md §1: one subcontract per bid and subcontractor.
  await sql`create unique index subcontracts_one_per_bid on subcontracts (tenant_id, bid_id, subcontractor_id)
    where kind = 'Subcontract'`.execute(db);

  await sql`
    create table subcontract_lines (
      tenant_id integer not null,
      id serial not null,
      subcontract_id integer not null,
      bid_trade_line_id integer,
      division_id integer not null,
      subdivision_id integer not null,
      category_id integer not null,
      part_id integer not null,
      units numeric(14,4) not null default 0,
      unit_of_measure text not null default '',
      cost_per_unit numeric(14,4) not null default 0,
      total numeric(14,2) not null,
      notes text not null default '',
      primary key (tenant_id, id),
      foreign key (tenant_id, subcontract_id) references subcontracts (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index subcontract_lines_subcontract_idx on subcontract_lines (tenant_id, subcontract_id)`.execute(db);

  await sql`
    create table subcontract_change_orders (
      tenant_id integer not null,
      id serial not null,
      subcontract_id integer not null,
      number integer not null check (number >= 1),
      reason text not null,
      date date not null,
      created_by integer not null references users(id),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, subcontract_id, number),
      foreign key (tenant_id, subcontract_id) references subcontracts (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`
    create table subcontract_change_order_lines (
      tenant_id integer not null,
      change_order_id integer not null,
      line_id integer not null,
      amount numeric(14,2) not null,
      primary key (tenant_id, change_order_id, line_id),
      foreign key (tenant_id, change_order_id) references subcontract_change_orders (tenant_id, id) on delete cascade,
      foreign key (tenant_id, line_id) references subcontract_lines (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table subcontract_billings (
      tenant_id integer not null,
      id serial not null,
      subcontract_id integer not null,
      number integer not null check (number >= 1),
      period_from date not null,
      period_to date not null,
      billing_date date not null,
      status text not null default 'Submitted' check (status in ('Submitted', 'Approved', 'Rejected')),
      reject_reason text,
      submitted_by integer not null references users(id),
      submitted_at timestamptz not null default now(),
      approved_by integer references users(id),
      approved_at timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, subcontract_id, number),
      foreign key (tenant_id, subcontract_id) references subcontracts (tenant_id, id) on delete cascade
    )`.execute(db);
  // The direct cost an approved billing's line booked (docs/money.md §15): history, not a foreign key.
  await sql`
    create table subcontract_billing_lines (
      tenant_id integer not null,
      billing_id integer not null,
      line_id integer not null,
      amount numeric(14,2) not null,
      reason text not null default '',
      direct_cost_id integer,
      primary key (tenant_id, billing_id, line_id),
      foreign key (tenant_id, billing_id) references subcontract_billings (tenant_id, id) on delete cascade,
      foreign key (tenant_id, line_id) references subcontract_lines (tenant_id, id) on delete cascade
    )`.execute(db);

  // through_date: the period end of the latest approved billing when paid, frozen for the lien waiver.
  await sql`
    create table subcontract_payments (
      tenant_id integer not null,
      id serial not null,
      subcontract_id integer not null,
      amount numeric(14,2) not null check (amount > 0),
      paid_on date not null,
      reference text not null default '',
      is_final boolean not null default false,
      through_date date,
      recorded_by integer not null references users(id),
      recorded_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, subcontract_id) references subcontracts (tenant_id, id) on delete cascade
    )`.execute(db);
  // The signed waiver is uploaded after the payment (the payment itself never changes): one per payment, replaceable.
  await sql`
    create table subcontract_payment_waivers (
      tenant_id integer not null,
      payment_id integer not null,
      file_name text not null,
      bytes integer not null check (bytes >= 0),
      content bytea not null,
      uploaded_by integer not null references users(id),
      uploaded_at timestamptz not null default now(),
      primary key (tenant_id, payment_id),
      foreign key (tenant_id, payment_id) references subcontract_payments (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table subcontract_retainage_releases (
      tenant_id integer not null,
      id serial not null,
      subcontract_id integer not null,
      amount numeric(14,2) not null check (amount > 0),
      released_by integer not null references users(id),
      released_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, subcontract_id) references subcontracts (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table subcontract_award_emails (
      tenant_id integer not null,
      id serial not null,
      subcontract_id integer not null,
      sent_by integer not null references users(id),
      sent_at timestamptz not null default now(),
      to_email text not null,
      file_name text not null,
      bytes integer not null check (bytes >= 0),
      message text not null default '',
      primary key (tenant_id, id),
      foreign key (tenant_id, subcontract_id) references subcontracts (tenant_id, id) on delete cascade
    )`.execute(db);

  // docs/subcontracts.md §3 Frozen in the database: an approved billing (and its lines), a payment, a release.
  await sql.raw(`
    create function subcontract_record_frozen() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        if exists (select 1 from subcontracts s where s.tenant_id = old.tenant_id and s.id = old.subcontract_id) then
          raise exception 'A subcontract payment or retainage release is a record: it can no longer change.' using errcode = 'P0001';
        end if;
        return old;
      end if;
      raise exception 'A subcontract payment or retainage release is a record: it can no longer change.' using errcode = 'P0001';
    end $$`).execute(db);
  await sql`create trigger subcontract_payments_frozen before update or delete on subcontract_payments
    for each row execute function subcontract_record_frozen()`.execute(db);
  await sql`create trigger subcontract_retainage_releases_frozen before update or delete on subcontract_retainage_releases
    for each row execute function subcontract_record_frozen()`.execute(db);

  await sql.raw(`
    create function subcontract_billing_frozen() returns trigger language plpgsql as $$
    begin
      if old.status <> 'Approved' then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      if tg_op = 'DELETE' and not exists (select 1 from subcontracts s where s.tenant_id = old.tenant_id and s.id = old.subcontract_id) then
        return old;
      end if;
      raise exception 'Billing % is approved: it can no longer change.', old.number using errcode = 'P0001';
    end $$`).execute(db);
  await sql`create trigger subcontract_billings_frozen before update or delete on subcontract_billings
    for each row execute function subcontract_billing_frozen()`.execute(db);

  await sql.raw(`
    create function subcontract_billing_line_frozen() returns trigger language plpgsql as $$
    declare
      line subcontract_billing_lines;
      billing_status text;
      billing_number integer;
    begin
      if tg_op = 'DELETE' then line := old; else line := new; end if;
      select status, number into billing_status, billing_number from subcontract_billings
        where tenant_id = line.tenant_id and id = line.billing_id;
      if tg_op = 'UPDATE' and (new.billing_id <> old.billing_id or new.tenant_id <> old.tenant_id) then
        raise exception 'A billing line cannot move.' using errcode = 'P0001';
      end if;
      -- A missing billing: a cascade from its deletion (or a commitment's), or an insert the foreign key refuses.
      if billing_status = 'Approved' and not (tg_op = 'DELETE' and not exists (select 1 from subcontract_billings b
          join subcontracts s on s.tenant_id = b.tenant_id and s.id = b.subcontract_id where b.tenant_id = old.tenant_id and b.id = old.billing_id)) then
        raise exception 'Billing % is approved: it can no longer change.', billing_number using errcode = 'P0001';
      end if;
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`).execute(db);
  await sql`create trigger subcontract_billing_lines_frozen before insert or update or delete on subcontract_billing_lines
    for each row execute function subcontract_billing_line_frozen()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['subcontract_award_emails', 'subcontract_retainage_releases', 'subcontract_payment_waivers', 'subcontract_payments',
    'subcontract_billing_lines', 'subcontract_billings', 'subcontract_change_order_lines', 'subcontract_change_orders', 'subcontract_lines',
    'subcontracts']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists subcontract_billing_line_frozen()`.execute(db);
  await sql`drop function if exists subcontract_billing_frozen()`.execute(db);
  await sql`drop function if exists subcontract_record_frozen()`.execute(db);
}
