import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

// Timestamps come back as Date from both drivers; we write Date or SQL expressions.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// numeric columns come back as strings (exact decimals), written as strings or numbers.
type Decimal = ColumnType<string, string | number | undefined, string | number>;

/** A company is a tenant: its id is the tenant_id every tenant-owned row carries. */
export interface CompaniesTable {
  tenant_id: Generated<number>;
  company_name: string;
  company_email: string;
  company_phone: string;
  company_image: string | null;
  default_markup: Decimal;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
  country: string;
  company_admin: string;
  owner_first_name: string;
  owner_last_name: string | null;
  owner_email: string;
  owner_phone: string;
  prefix_project_id: string | null;
  start_project_id: number;
  is_active: Generated<boolean>;
  deleted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Global identities: a subcontractor may work for several tenants, so tenant_id is nullable. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  role_id: number;
  tenant_id: number | null;
  is_active: Generated<boolean>;
  token_version: Generated<number>;
  random_token: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RolesTable {
  id: number;
  name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  area: string;
  can_read: boolean;
  can_write: boolean;
  visible: boolean;
}

export interface SubcontractorLinksTable {
  tenant_id: number;
  user_id: number;
  created_at: Generated<Date>;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'invite';
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface LoginAttemptsTable {
  username: string;
  failures: number;
  first_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  subcontractor_links: SubcontractorLinksTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  app_settings: AppSettingsTable;
}

export type Db = Kysely<Database>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
