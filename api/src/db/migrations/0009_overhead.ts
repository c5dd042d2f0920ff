import { type Kysely, sql } from 'kysely';

// Company overhead services (docs/projects.md §2.16, §3 "Overhead service"; docs/money.md §2–§3). One table for the four
// lists the screen shows: kind says which; period says how cost_per_unit × units becomes an annual figure.
// Money numeric(14,2), units numeric(14,4) (docs/money.md §1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table overhead_services (
      tenant_id integer not null references companies(tenant_id),
      id serial not null,
      kind text not null check (kind in ('monthly', 'annual', 'equipment', 'other')),
      name text not null,
      cost_per_unit numeric(14,2) not null check (cost_per_unit >= 0),
      units numeric(14,4) not null check (units >= 0),
      period text not null check (period in ('monthly', 'annually')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index overhead_services_kind_idx on overhead_services (tenant_id, kind, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists overhead_services`.execute(db);
}
