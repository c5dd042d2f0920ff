import { type Kysely, sql } from 'kysely';

// Plain SQL so the same statements run on PGlite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table roles (
      id integer primary key,
      name text not null
    )`.execute(db);

  await sql`
    create table role_permissions (
      role_id integer not null references roles(id),
      area text not null,
      can_read boolean not null default false,
      can_write boolean not null default false,
      visible boolean not null default false,
      primary key (role_id, area)
    )`.execute(db);

  await sql`
    create table companies (
      tenant_id serial primary key,
      company_name text not null,
      company_email text not null,
      company_phone text not null,
      company_image text,
      default_markup numeric(7,4) not null default 0,
      address1 text not null,
      address2 text,
      city text not null,
      state text not null,
      state_code text,
      zip text not null,
      country text not null default 'United States',
      company_admin text not null,
      owner_first_name text not null,
      owner_last_name text,
      owner_email text not null,
      owner_phone text not null,
      prefix_project_id text,
      start_project_id integer not null default 0,
      is_active boolean not null default true,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index companies_name_idx on companies (company_name)`.execute(db);

  await sql`
    create table users (
      id serial primary key,
      email text not null,
      password_hash text,
      first_name text not null default '',
      last_name text not null default '',
      phone text,
      role_id integer not null references roles(id),
      tenant_id integer references companies(tenant_id),
      is_active boolean not null default true,
      token_version integer not null default 0,
      random_token text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Emails are unique regardless of case: sign-in lower-cases the username.
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);
  await sql`create index users_tenant_idx on users (tenant_id)`.execute(db);

  await sql`
    create table subcontractor_links (
      tenant_id integer not null references companies(tenant_id),
      user_id integer not null references users(id),
      created_at timestamptz not null default now(),
      primary key (tenant_id, user_id)
    )`.execute(db);
  await sql`create index subcontractor_links_user_idx on subcontractor_links (user_id)`.execute(db);

  await sql`
    create table password_resets (
      token_hash text primary key,
      user_id integer not null references users(id),
      purpose text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_resets_user_idx on password_resets (user_id)`.execute(db);

  await sql`
    create table login_attempts (
      username text primary key,
      failures integer not null default 0,
      first_failure_at timestamptz not null,
      locked_until timestamptz
    )`.execute(db);

  await sql`
    create table app_settings (
      key text primary key,
      value text not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_settings', 'login_attempts', 'password_resets', 'subcontractor_links', 'users', 'companies',
    'role_permissions', 'roles',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
