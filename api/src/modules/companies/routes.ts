import { sql } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ROLE_IDS } from '../../auth/areas.js';
import { SIGNED_IN } from '../../auth/access.js';
import { assertTenant, isPlatformAdmin } from '../../auth/context.js';
import { can } from '../../auth/permissions.js';
import type { Db } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, HttpError, isUniqueViolation, MESSAGES, notFound } from '../../errors.js';
import { errorResponses } from '../auth/schemas.js';
import { seedCatalogue } from '../catalogue/seed.js';
import { emailInUse, type StaffLogin } from '../users/service.js';
import {
  createCompanyAdmin, findCompany, findCompanyAdmin, insertCompany, listCompanies,
  listLinkedCompanies, toCompanyJson, updateCompany,
} from './repository.js';
import { COMPANY_REASONS } from './reasons.js';
import { COMPANY_MESSAGES, validateCompany, type CompanyPayload, type CompanyValues } from './rules.js';
import {
  ActiveBody, CompanyBody, CompanyIdParams, CompanyListResponse, CompanyParams, CompanyResponse, LETTERHEAD_KEYS, LetterheadResponse, LetterheadSchema, PageQuery,
  TenantIdParams, UsernameParams,
} from './schemas.js';

const tags = ['companies'];
const mandatory = { validationMessage: COMPANY_MESSAGES.mandatory };

function validOrThrow(payload: CompanyPayload): CompanyValues {
  const { values, errors } = validateCompany(payload);
  if (!values) throw new HttpError(400, errors.message!, errors.fields);
  return values;
}

/** Emails are read-only without write on all_companies_dashboard: a changed one is refused, never ignored. */
function refuseEmailChanges(
  existing: { owner_email: string | null; company_email: string | null; company_admin: string },
  body: CompanyPayload,
): void {
  const same = (a: unknown, b: string | null) => String(a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  const changed: Record<string, string> = {};
  if (!same(body.owner.email, existing.owner_email)) changed['owner.email'] = COMPANY_MESSAGES.emailsReadOnly;
  if (!same(body.details.company_email, existing.company_email)) changed['details.company_email'] = COMPANY_MESSAGES.emailsReadOnly;
  if (!same(body.details.company_admin, existing.company_admin)) changed['details.company_admin'] = COMPANY_MESSAGES.emailsReadOnly;
  if (Object.keys(changed).length > 0) throw new HttpError(403, COMPANY_MESSAGES.emailsReadOnly, changed);
}

function emailTaken(): HttpError {
  return new HttpError(409, COMPANY_MESSAGES.emailTaken, { 'details.company_admin': COMPANY_MESSAGES.emailTaken })
    .because(COMPANY_REASONS.emailTaken);
}

export function companyRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const db: Db = deps.db;

  return async (app) => {
    app.get('/companies', {
      config: { access: { area: 'add_new_company', mode: 'read' } },
      schema: {
        tags, summary: 'All companies, by name, a page at a time', querystring: PageQuery,
        response: { 200: CompanyListResponse, ...errorResponses(400, 401, 403) },
      },
    }, async (request) => {
      const { page = 1, pageSize = 10 } = request.query;
      const { rows, total } = await listCompanies(db, page, pageSize);
      return { data: rows.map(toCompanyJson), total };
    });

    app.get('/company/letterhead', {
      // Any user acting in a company (staff of every role, role 13 in the company that invited it): the name, address
      // and logo that head its documents, nothing of its settings.
      config: { access: SIGNED_IN },
      schema: {
        tags, summary: "The letterhead of the company the caller acts in (name, contact, address, logo)",
        response: { 200: LetterheadResponse, ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const { tenantId } = request.ctx;
      const company = tenantId === null ? undefined : await findCompany(db, tenantId);
      if (!company) throw notFound(MESSAGES.companyNotFound);
      const json = toCompanyJson(company);
      return { data: Object.fromEntries(LETTERHEAD_KEYS.map((key) => [key, json[key]])) as Static<typeof LetterheadSchema> };
    });

    app.get('/company/:tenantId', {
      // The platform admin (add_new_company) reads any company; a company setup reader only its own.
      config: { access: { anyOf: ['add_new_company', 'company_setup_edit_dashboard'], mode: 'read' } },
      schema: {
        tags, summary: 'One company: platform admin, or its own company setup reader', params: TenantIdParams,
        response: { 200: CompanyResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const auth = request.ctx;
      const { tenantId } = request.params;
      if (!isPlatformAdmin(auth)) {
        if (!can(auth.permissions, 'company_setup_edit_dashboard', 'read')) throw forbidden();
        assertTenant(auth, tenantId, MESSAGES.companyNotFound);
      }
      const company = await findCompany(db, tenantId);
      if (!company) throw notFound(MESSAGES.companyNotFound);
      return { data: toCompanyJson(company) };
    });

    app.post('/company', {
      config: { access: { area: 'add_new_company', mode: 'write' }, ...mandatory },
      schema: {
        tags, summary: 'Create a company, its admin login and the invitation email', body: CompanyBody,
        response: { 200: CompanyResponse, ...errorResponses(400, 401, 403, 409) },
      },
    }, async (request) => {
      const values = validOrThrow(request.body);
      let created;
      try {
        created = await db.transaction().execute(async (trx) => {
          if (await emailInUse(trx, values.company_admin)) throw emailTaken();
          const company = await insertCompany(trx, values);
          // The starting cost catalogue, in the same transaction: no company without one (issue 11).
          await seedCatalogue(trx, company.tenant_id);
          const invite = await createCompanyAdmin(trx, deps, company.tenant_id, values);
          return { company, invite };
        });
      } catch (err) {
        throw isUniqueViolation(err) ? emailTaken() : err;
      }
      // Mail only after commit: no invitation for a company that was rolled back.
      await created.invite.sendInvitation();
      return { data: toCompanyJson(created.company) };
    });

    app.put('/company/:company_id', {
      // The platform admin edits any company; a company admin (company_setup_edit_dashboard) only its own.
      config: { access: { anyOf: ['add_new_company', 'company_setup_edit_dashboard'], mode: 'write' }, ...mandatory },
      schema: {
        tags, summary: 'Edit a company (platform admin, or its own company admin)',
        params: CompanyIdParams, body: CompanyBody,
        response: { 200: CompanyResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    }, async (request) => {
      const auth = request.ctx;
      const id = request.params.company_id;
      if (!can(auth.permissions, 'add_new_company', 'write')) {
        if (!can(auth.permissions, 'company_setup_edit_dashboard', 'write')) throw forbidden();
        assertTenant(auth, id, MESSAGES.companyNotFound);
      }
      const existing = await findCompany(db, id);
      if (!existing) throw notFound(MESSAGES.companyNotFound);
      const body = request.body;
      // Emails are read-only for whoever lacks write on all_companies_dashboard: keep the stored ones.
      const mayEditEmails = can(auth.permissions, 'all_companies_dashboard', 'write');
      if (!mayEditEmails) refuseEmailChanges(existing, body);
      const payload: CompanyPayload = mayEditEmails ? body : {
        owner: { ...body.owner, email: existing.owner_email },
        project: body.project,
        details: { ...body.details, company_email: existing.company_email, company_admin: existing.company_admin },
      };
      const values = validOrThrow(payload);
      const adminChanged = values.company_admin.toLowerCase() !== existing.company_admin.toLowerCase();
      let result;
      try {
        result = await db.transaction().execute(async (trx) => {
          let invite: StaffLogin | undefined;
          if (adminChanged) {
            const admin = await findCompanyAdmin(trx, id, existing.company_admin);
            if (await emailInUse(trx, values.company_admin, admin?.id)) throw emailTaken();
            if (admin) {
              // A new sign-in email ends the tokens of the old one.
              await trx.updateTable('users').set({ email: values.company_admin, token_version: sql<number>`token_version + 1` })
                .where('id', '=', admin.id).execute();
            } else {
              invite = await createCompanyAdmin(trx, deps, id, values);
            }
          }
          const company = await updateCompany(trx, id, values);
          if (!company) throw notFound(MESSAGES.companyNotFound);
          return { company, invite };
        });
      } catch (err) {
        throw isUniqueViolation(err) ? emailTaken() : err;
      }
      if (result.invite) await result.invite.sendInvitation();
      return { data: toCompanyJson(result.company) };
    });

    app.put('/company/active/:company_id', {
      config: { access: { area: 'add_new_company', mode: 'write' } },
      schema: {
        tags, summary: 'Activate or deactivate a company (its users can no longer sign in)',
        params: CompanyIdParams, body: ActiveBody,
        response: { 200: CompanyResponse, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const company = await updateCompany(db, request.params.company_id, { is_active: request.body.is_active });
      if (!company) throw notFound(MESSAGES.companyNotFound);
      return { data: toCompanyJson(company) };
    });

    app.delete('/company/:company', {
      config: { access: { area: 'add_new_company', mode: 'write' } },
      schema: {
        tags, summary: 'Delete a company (soft delete)', params: CompanyParams,
        response: { 200: Type.Object({ data: Type.Boolean() }), ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      const company = await updateCompany(db, request.params.company, { deleted_at: new Date() });
      if (!company) throw notFound(MESSAGES.companyNotFound);
      return { data: true };
    });

    app.get('/companies/subcontractor/:username', {
      config: { access: SIGNED_IN },
      schema: {
        tags, summary: 'Active companies that invited a subcontractor', params: UsernameParams,
        response: { 200: Type.Object({ data: Type.Array(CompanyResponse.properties.data) }), ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const auth = request.ctx;
      const username = request.params.username.trim().toLowerCase();
      const own = auth.roleId === ROLE_IDS.subcontractor && auth.user.email.toLowerCase() === username;
      if (!own && !isPlatformAdmin(auth)) throw forbidden();
      const user = own
        ? auth.user
        : await db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', username))
          .executeTakeFirst();
      if (!user) return { data: [] };
      const rows = await listLinkedCompanies(db, user.id);
      // Role 13 picks a company by name; the company's markup is its price, not the subcontractor's (issue 30 §2).
      return { data: rows.map((row) => (own ? { ...toCompanyJson(row), default_markup: null } : toCompanyJson(row))) };
    });
  };
}
