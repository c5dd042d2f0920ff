import { tenantOf, type TenantScope } from '../../auth/context.js';
import type { CommitmentKind, CommitmentStatus, Db } from '../../db/types.js';
import { conflict, notFound } from '../../errors.js';
import { badField } from '../lines/fields.js';
import { lockBilledProject } from '../payment-applications/guard.js';
import { SUBCONTRACT_REASONS as R } from './reasons.js';
import { commitmentNumber, SC_MESSAGES } from './rules.js';

// The one way a commitment changes (docs/subcontracts.md §4): inside the caller's transaction, lock the project row
// (as every sheet of a project does), then the commitment (`for update`), check the version the client read and,
// for what adds to it, that it is Open; the write bumps the version.

/** Who acts: the tenant and the user (a request's context, or the demo seed's). */
export interface Actor extends TenantScope {
  user: { id: number };
}

export interface LockedCommitment {
  id: number;
  project_id: number;
  kind: CommitmentKind;
  number: number;
  label: string;
  status: CommitmentStatus;
  version: number;
  retainage_rate: string;
  subcontractor_id: number | null;
  vendor_id: number | null;
}

/** The project row is locked first (404 when not the caller's, 409 PROJECT_PENDING when Pending). */
export const lockProjectOf = (ctx: TenantScope, trx: Db, projectId: number) => lockBilledProject(ctx, trx, projectId);

/** Locks the project, then the commitment; checks the version (400 without one, 409 on a mismatch) and, with `open`, its status. */
export async function lockCommitment(
  ctx: TenantScope, trx: Db, id: number, version: number | null | undefined, open = true,
): Promise<LockedCommitment> {
  const tenantId = tenantOf(ctx);
  const found = await trx.selectFrom('subcontracts').select('project_id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(SC_MESSAGES.notFound);
  await lockProjectOf(ctx, trx, found.project_id);
  const row = await trx.selectFrom('subcontracts')
    .select(['id', 'project_id', 'kind', 'number', 'status', 'version', 'retainage_rate', 'subcontractor_id', 'vendor_id'])
    .where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(SC_MESSAGES.notFound);
  if (version === undefined || version === null) throw badField('version', SC_MESSAGES.versionRequired);
  if (version !== row.version) throw conflict(SC_MESSAGES.versionConflict, 'version', R.versionConflict);
  const label = commitmentNumber(row.kind, row.number);
  if (open && row.status !== 'Open') throw conflict(SC_MESSAGES.closed(label), undefined, R.closed);
  return { ...row, label };
}

/** Bumps the commitment's version (every write does). */
export async function bumpVersion(ctx: TenantScope, trx: Db, id: number): Promise<void> {
  await trx.updateTable('subcontracts').set((eb) => ({ version: eb('version', '+', 1) }))
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).execute();
}

/** The commitment a billing, payment or line belongs to (404 naming what was not found). */
export async function commitmentOf(
  ctx: TenantScope, db: Db, what: 'subcontract_billings' | 'subcontract_payments' | 'subcontract_lines', id: number, message: string,
): Promise<number> {
  const row = await db.selectFrom(what).select('subcontract_id').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(message);
  return row.subcontract_id;
}
