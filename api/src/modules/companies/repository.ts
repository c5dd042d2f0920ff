import { sql } from 'kysely';
import { ROLE_IDS } from '../../auth/areas.js';
import type { CompanyRow, Db } from '../../db/types.js';
import { createStaffLogin, type StaffLogin, type StaffLoginDeps } from '../users/service.js';
import { formatMarkup, type CompanyValues, type ProposalOverhead } from './rules.js';

export function toCompanyJson(row: CompanyRow) {
  return {
    company_id: row.tenant_id,
    company_name: row.company_name,
    company_email: row.company_email,
    company_phone: row.company_phone,
    company_phone_number: row.company_phone,
    company_image: row.company_image,
    default_markup: formatMarkup(row.default_markup),
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    state_code: row.state_code,
    zip: row.zip,
    country: row.country,
    company_admin: row.company_admin,
    owner_first_name: row.owner_first_name,
    owner_last_name: row.owner_last_name,
    owner_email: row.owner_email,
    owner_phone: row.owner_phone,
    prefix_project_id: row.prefix_project_id,
    start_project_id: row.start_project_id,
    proposal_overhead: row.proposal_overhead as ProposalOverhead,
    is_active: row.is_active,
  };
}

export type CompanyJson = ReturnType<typeof toCompanyJson>;

/** A live (not deleted) company. */
export async function findCompany(db: Db, tenantId: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('tenant_id', '=', tenantId).where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listCompanies(db: Db, page: number, pageSize: number) {
  const rows = await db.selectFrom('companies').selectAll().where('deleted_at', 'is', null)
    .orderBy('company_name').orderBy('tenant_id')
    .limit(pageSize).offset((page - 1) * pageSize).execute();
  const { total } = await db.selectFrom('companies').select(sql<number>`count(*)::int`.as('total'))
    .where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return { rows, total };
}

export async function listLinkedCompanies(db: Db, userId: number): Promise<CompanyRow[]> {
  return db.selectFrom('companies').selectAll('companies')
    .innerJoin('subcontractor_links', 'subcontractor_links.tenant_id', 'companies.tenant_id')
    .where('subcontractor_links.user_id', '=', userId)
    .where('companies.is_active', '=', true)
    .where('companies.deleted_at', 'is', null)
    .orderBy('companies.company_name').execute();
}

/** The role-2 login for the company admin email: no password until the invitation is used. */
export async function createCompanyAdmin(db: Db, deps: StaffLoginDeps, tenantId: number, values: CompanyValues): Promise<StaffLogin> {
  const isOwner = values.company_admin.toLowerCase() === values.owner_email.toLowerCase();
  return createStaffLogin(db, deps, {
    tenantId,
    email: values.company_admin,
    firstName: isOwner ? values.owner_first_name : '',
    lastName: isOwner ? (values.owner_last_name ?? '') : '',
    phone: isOwner ? values.owner_phone : null,
    roleId: ROLE_IDS.companyAdmin,
    emailField: 'details.company_admin',
    companyName: values.company_name,
  });
}

export async function insertCompany(db: Db, values: CompanyValues): Promise<CompanyRow> {
  return db.insertInto('companies').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCompany(db: Db, tenantId: number, values: Partial<CompanyValues> & { is_active?: boolean; deleted_at?: Date }) {
  // Deactivating ends every token acting in the company, for good (guard.ts compares the epoch).
  const epoch = values.is_active === false || values.deleted_at ? { session_epoch: sql<number>`session_epoch + 1` } : {};
  return db.updateTable('companies').set({ ...values, ...epoch, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId).where('deleted_at', 'is', null)
    .returningAll().executeTakeFirst();
}

/** The role-2 login whose email is the company's company_admin. */
export async function findCompanyAdmin(db: Db, tenantId: number, email: string) {
  return db.selectFrom('users').select(['id', 'email']).where('tenant_id', '=', tenantId)
    .where('role_id', '=', ROLE_IDS.companyAdmin)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}
