import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict, notFound } from '../../errors.js';
import type { LineSheet } from '../lines/editing.js';
import type { ApiModule } from '../module.js';
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

/** Whether a submitted document bills the change order (docs/billing.md §3): the refusal's message, or null. */
export type BilledCheck = (ctx: RequestContext, trx: Db, pcoId: number) => Promise<string | null>;

/** Asks every module's `changeOrderBilled` (module.ts), in list order, without naming them. */
export function billedCheckOf(modules: readonly ApiModule[]): BilledCheck {
  const checks = modules.flatMap((m) => (m.changeOrderBilled ? [m.changeOrderBilled] : []));
  return async (ctx, trx, pcoId) => {
    for (const check of checks) {
      const message = await check(ctx, trx, pcoId);
      if (message) return message;
    }
    return null;
  };
}

/** 409 CHANGE_ORDER_BILLED when a submitted document bills the Accepted change order. */
export async function assertNotBilled(ctx: RequestContext, trx: Db, pcoId: number, billed: BilledCheck | undefined): Promise<void> {
  const message = billed ? await billed(ctx, trx, pcoId) : null;
  if (message) throw conflict(message, undefined, PCO_REASONS.changeOrderBilled);
}

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
  write: (trx: Db, pco: LockedPco) => Promise<T>, options: { acceptedAllowed?: boolean; recalculate?: boolean; billed?: BilledCheck } = {},
): Promise<T> {
  const projectId = await projectOfPco(ctx, db, pcoId);
  if (projectId === undefined) throw notFound(PCO_MESSAGES.pcoNotFound);
  return db.transaction().execute(async (trx) => {
    await lockProject(ctx, trx, projectId, PCO_MESSAGES.pending);
    const pco = await lockPco(ctx, trx, pcoId, expectedVersion);
    if (pco.status === ACCEPTED && !options.acceptedAllowed) {
      await assertNotBilled(ctx, trx, pcoId, options.billed);
      throw acceptedError();
    }
    const result = await write(trx, pco);
    if (options.recalculate !== false) await recalculatePco(ctx, trx, pcoId);
    return result;
  });
}

/** PCOs as owners of priced lines (lines/editing.ts): their guard (a billed change order named), their mode, their 404. */
export function pcoSheet(billed?: BilledCheck): LineSheet<LockedPco> {
  return {
    tables: PCO_LINES,
    write: (ctx, db, pcoId, version, write) => withPcoWrite(ctx, db, pcoId, version, write, { billed }),
    hourly: (pco) => pco.hourly,
    lineNotFound: PCO_MESSAGES.lineNotFound,
  };
}
