import { sql } from 'kysely';
import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { Db, PaymentApplicationAction } from '../../db/types.js';
import { conflict, notFound } from '../../errors.js';
import { badField } from '../lines/fields.js';
import { isPendingProject, pendingError, PROJECT_NOT_FOUND } from '../projects/lookup.js';
import { PAYMENT_APPLICATION_REASONS as R } from './reasons.js';
import { PA_MESSAGES, type ApplicationStatus } from './rules.js';

// The one way an application changes (docs/billing.md §3): inside the caller's transaction, lock the project row
// (as every sheet of a project does: projects/lookup.ts), then the application (`for update`), check the version the
// client read and the status; the write bumps the version and logs what happened.

/** Who acts: the tenant and the user (a request's context, or the demo seed's). */
export interface Actor extends TenantScope {
  user: { id: number };
}

export interface LockedApplication {
  id: number;
  project_id: number;
  number: number;
  status: ApplicationStatus;
  version: number;
  work_rate: string;
  stored_rate: string;
  is_final: boolean;
  certified_amount: string | null;
  period_from: string;
}

/** Locks the project row: 404 when it is not the caller's, 409 PROJECT_PENDING when Pending. */
export async function lockBilledProject(ctx: TenantScope, trx: Db, projectId: number): Promise<void> {
  const project = await trx.selectFrom('projects').select('status').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', projectId)
    .forUpdate().executeTakeFirst();
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (isPendingProject(project.status)) throw pendingError(PA_MESSAGES.pending);
}

export const submittedError = (n: number) => conflict(PA_MESSAGES.submitted(n), undefined, R.submitted);

/**
 * Locks the project, then the application; checks the version (400 without one, 409 on a mismatch) and, unless
 * `status` says otherwise, that it is a Draft (409 PAYMENT_APPLICATION_SUBMITTED).
 */
export async function lockApplication(
  ctx: TenantScope, trx: Db, id: number, version: number | null | undefined, status: ApplicationStatus | 'any' = 'Draft',
): Promise<LockedApplication> {
  const tenantId = tenantOf(ctx);
  const found = await trx.selectFrom('payment_applications').select('project_id').where('tenant_id', '=', tenantId).where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound(PA_MESSAGES.notFound);
  await lockBilledProject(ctx, trx, found.project_id);
  const app = await trx.selectFrom('payment_applications')
    .select(['id', 'project_id', 'number', 'status', 'version', 'work_rate', 'stored_rate', 'is_final', 'certified_amount',
      sql<string>`to_char(period_from, 'YYYY-MM-DD')`.as('period_from')])
    .where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!app) throw notFound(PA_MESSAGES.notFound);
  if (version === undefined || version === null) throw badField('version', PA_MESSAGES.versionRequired);
  if (version !== app.version) throw conflict(PA_MESSAGES.versionConflict, 'version', R.versionConflict);
  if (status === 'Draft' && app.status !== 'Draft') throw submittedError(app.number);
  return app;
}

/** Bumps the application's version (every write does). */
export async function bumpVersion(ctx: TenantScope, trx: Db, id: number): Promise<void> {
  await trx.updateTable('payment_applications').set((eb) => ({ version: eb('version', '+', 1) }))
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
}

/** One entry of the log (payment_application_logs): every life event of an application. */
export async function logAction(
  ctx: Actor, trx: Db, app: { project_id: number; id: number | null; number: number }, action: PaymentApplicationAction, detail: string,
): Promise<void> {
  await trx.insertInto('payment_application_log').values({
    tenant_id: tenantOf(ctx), project_id: app.project_id, application_id: app.id, number: app.number, action, detail, user_id: ctx.user.id,
  }).execute();
}
