import type { Generated } from 'kysely';

// Owners (the contractor's customers), their addresses and managers, and the generic lists.

/** An owner (the contractor's customer) of a tenant. */
export interface OwnersTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string;
  fax_number: string | null;
  cc_email: string | null;
  payable_email: string | null;
  account_recievable_email: string | null;
  mobile_number: string | null;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An address of an owner (projects pick one). */
export interface OwnerAddressesTable {
  tenant_id: number;
  id: Generated<number>;
  owner_id: number;
  address_1: string;
  address_2: string | null;
  city: string;
  state: string;
  state_code: string | null;
  zip: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A manager (contact person) of an owner (projects pick one). */
export interface OwnerManagersTable {
  tenant_id: number;
  id: Generated<number>;
  owner_id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A value of a tenant's generic list (building types, project types). */
export interface GenericValuesTable {
  tenant_id: number;
  id: Generated<number>;
  key: 'building_type' | 'project_type';
  value: string;
  created_at: Generated<Date>;
}
