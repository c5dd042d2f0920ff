import { sql, type SqlBool } from 'kysely';
import { tenantOf, type RequestContext, type TenantScope } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict, notFound } from '../../errors.js';
import { PROJECT_REASONS } from './reasons.js';

// The project lookups and the project lock every sheet of a project (bids, PCOs, direct costs, the tracker) starts
// from: the project row is always locked first, so writers of one project serialize on it and never deadlock.

export const PROJECT_NOT_FOUND = 'Project not found.';

export const isPendingProject = (status: string) => status.trim().toLowerCase() === 'pending';

/** 409 PROJECT_PENDING: `message` names what cannot change (bids, PCOs or direct costs). */
export const pendingError = (message: string) => conflict(message, undefined, PROJECT_REASONS.pending);

/** The caller's project by its ID (any case). */
export async function projectByUid(ctx: TenantScope, db: Db, uid: string) {
  return db.selectFrom('projects').select(['id', 'project_uid', 'status'])
    .where('tenant_id', '=', tenantOf(ctx)).where(sql<SqlBool>`lower(project_uid) = ${uid.trim().toLowerCase()}`).executeTakeFirst();
}

/**
 * Locks the project row; 404 when it is not the caller's, 409 PROJECT_PENDING when it is Pending (`pendingMessage`
 * names what cannot change: bids, PCOs or direct costs).
 */
export async function lockProject(ctx: RequestContext, trx: Db, projectId: number, pendingMessage: string): Promise<void> {
  const project = await trx.selectFrom('projects').select('status').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', projectId)
    .forUpdate().executeTakeFirst();
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (isPendingProject(project.status)) throw pendingError(pendingMessage);
}
