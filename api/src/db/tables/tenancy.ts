import type { ColumnType, Generated } from 'kysely';
import type { Decimal, Timestamp } from './columns.js';

// Companies (tenants), users, roles and sign-in records, settings and notifications.

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
  /** How the proposal presents overhead and profit (migration 0024; companies/rules.ts PROPOSAL_OVERHEAD). */
  proposal_overhead: Generated<string>;
  is_active: Generated<boolean>;
  deleted_at: Date | null;
  session_epoch: Generated<number>;
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
  // Staff profile (migration 0003); phone above is the profile's phone_number.
  address1: ColumnType<string | null, string | null | undefined, string | null>;
  address2: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<string | null, string | null | undefined, string | null>;
  state_code: ColumnType<string | null, string | null | undefined, string | null>;
  zipcode: ColumnType<string | null, string | null | undefined, string | null>;
  /** The employee this login belongs to (foreign key added with the employees table, 0004). */
  employee_id: ColumnType<number | null, number | null | undefined, number | null>;
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

export interface RateLimitsTable {
  counter: string;
  key: string;
  hits: number;
  window_started_at: Date;
}

export interface LoginClientAttemptsTable {
  client: string;
  failures: number;
  first_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** An in-app notification of one user in one tenant (the bell); read_at null while unread. */
export interface NotificationsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: ColumnType<string, string | undefined, string>;
  link: string | null;
  created_at: Generated<Date>;
  read_at: Date | null;
}
