import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict, notFound } from '../../errors.js';
import type { LineSheet } from '../lines/editing.js';
import { badField } from '../lines/fields.js';
import { lockProject } from '../projects/lookup.js';
import { PCO_LINES } from './lines.js';
import { projectOfPco, recalculatePco } from './repository.js';
import { PCO_REASONS } from './reasons.js';
import { ACCEPTED, PCO_MESSAGES } from './rules.js';

// The one way a PCO or its lines change (README.md Rules): one transaction that locks the project row (404,
// Pending: 409 PROJECT_PENDING), then the PCO row (`for update`; version and Accepted checked), writes, and
// recomputes the PCO's §9 figures (bumping its version). Lock order project → PCO as for bids, so change-order
// numbers, taken under the project lock, are never shared by two PCOs accepted at once.

export interface LockedPco {
  id: number;
  project_id: number;
  pco_name: string;
  title: string;
  notes: string;
  status: string;
  hourly: boolean;
  pco_profit_percentage: string;
  change_order_number: number | null;
  change_order_name: string | null;
  version: number;
}

export const acceptedError = () => conflict(PCO_MESSAGES.accepted, undefined, PCO_REASONS.accepted);

async function lockPco(ctx: RequestContext, trx: Db, pcoId: number, expectedVersion: number | null | undefined): Promise<LockedPco> {
  const pco = await trx.selectFrom('pcos')
    .select(['id', 'project_id', 'pco_name', 'title', 'notes', 'status', 'hourly', 'pco_profit_percentage', 'change_order_number',
      'change_order_name', 'version'])
    .where('tenant_id', '=', tenantOf(ctx)).where('id', '=', pcoId).forUpdate().executeTakeFirst();
  if (!pco) throw notFound(PCO_MESSAGES.pcoNotFound);
  // Issue 30 §5: a write without the version the client read would overwrite another user's save unseen.
  if (expectedVersion === undefined || expectedVersion === null) throw badField('version', PCO_MESSAGES.versionRequired);
  if (expectedVersion !== pco.version) {
    throw conflict(PCO_MESSAGES.versionConflict, 'version', PCO_REASONS.versionConflict);
  }
  return pco;
}

/**
 * Runs `write` on a locked PCO and recomputes its figures in the same transaction. An Accepted PCO is refused
 * (409 PCO_ACCEPTED) unless `acceptedAllowed` (its status may change: the caller checks the rest). Answers what
 * `write` answered.
 */
export async function withPcoWrite<T>(
  ctx: RequestContext, db: Db, pcoId: number, expectedVersion: number | null | undefined,
  write: (trx: Db, pco: LockedPco) => Promise<T>, options: { acceptedAllowed?: boolean; recalculate?: boolean } = {},
): Promise<T> {
  const projectId = await projectOfPco(ctx, db, pcoId);
  if (projectId === undefined) throw notFound(PCO_MESSAGES.pcoNotFound);
  return db.transaction().execute(async (trx) => {
    await lockProject(ctx, trx, projectId, PCO_MESSAGES.pending);
    const pco = await lockPco(ctx, trx, pcoId, expectedVersion);
    if (pco.status === ACCEPTED && !options.acceptedAllowed) throw acceptedError();
    const result = await write(trx, pco);
    if (options.recalculate !== false) await recalculatePco(ctx, trx, pcoId);
    return result;
  });
}

/** PCOs as owners of priced lines (lines/editing.ts): their guard, their mode, their 404. */
export const PCO_SHEET: LineSheet<LockedPco> = {
  tables: PCO_LINES,
  write: (ctx, db, pcoId, version, write) => withPcoWrite(ctx, db, pcoId, version, write),
  hourly: (pco) => pco.hourly,
  lineNotFound: PCO_MESSAGES.lineNotFound,
};
