import { sql } from 'kysely';
import { tenantOf, type RequestContext } from '../../auth/context.js';
import type { Db } from '../../db/types.js';
import { conflict, HttpError, notFound } from '../../errors.js';
import { badField } from '../lines/fields.js';
import type { ProjectTotals } from '../projects/project-totals.js';
import type { LineSheet } from '../lines/editing.js';
import { isPendingProject, lockProject, pendingError } from '../projects/lookup.js';
import { recalculateProject } from '../projects/recalculate.js';
import { BID_LINES } from './lines.js';
import { BID_REASONS } from './reasons.js';
import { recalculateBid } from './recalculate.js';
import { projectOfBid } from './repository.js';
import { BID_MESSAGES } from './rules.js';

// The one way a bid or its lines change (issue 13, concurrent edits): one transaction that locks the project row,
// then the bid row (`for update`), checks Pending, the edit lease and the version, writes, recomputes the bid from
// its lines (bumping its version) and then the project's profits and TotalCost. Lock order is always project → bid:
// the project's totals rewrite the profits of ALL its bids, so a writer must never wait for the project while holding
// a bid (two writers, or a markup edit, would deadlock); writers of one project serialize on its row, writers of
// different projects never meet. Lease takers touch only the bid row and never wait for a project.

/** How long an edit lease lasts without renewal (the editor renews it every 30 s). */
export const LEASE_SECONDS = 120;

export interface LockedBid {
  id: number;
  project_id: number;
  division_id: number;
  subdivision_id: number;
  hourly: boolean;
  selected_subcontractor_id: number | null;
  version: number;
}

/**
 * Every bid write is checked against the version the client read (issue 30 §5): one sent without it would overwrite
 * another user's save unseen, so a missing or null version is a 400 naming `version`, checked where the version is.
 */
function requireVersion(expectedVersion: number | null | undefined): number {
  if (expectedVersion === undefined || expectedVersion === null) throw badField('version', BID_MESSAGES.versionRequired);
  return expectedVersion;
}

const lockedError = (holder: string) => new HttpError(409, BID_MESSAGES.locked).because(BID_REASONS.locked).heldBy(holder);

/** Locks the bid row and checks the lease (another user's unexpired lease: BID_LOCKED) and the version. */
async function lockBid(ctx: RequestContext, trx: Db, bidId: number, expectedVersion: number | null | undefined): Promise<LockedBid> {
  const result = await sql<LockedBid & { lease_user_id: number | null; leased: boolean; holder: string | null }>`
    select b.id, b.project_id, b.division_id, b.subdivision_id, b.hourly, b.selected_subcontractor_id, b.version,
      b.lease_user_id, coalesce(b.lease_expires_at > now(), false) as leased,
      (select u.first_name || ' ' || u.last_name from users u where u.id = b.lease_user_id) as holder
    from bids b where b.tenant_id = ${tenantOf(ctx)} and b.id = ${bidId}
    for update of b`.execute(trx);
  const bid = result.rows[0];
  if (!bid) throw notFound(BID_MESSAGES.bidNotFound);
  if (bid.leased && bid.lease_user_id !== null && bid.lease_user_id !== ctx.user.id) throw lockedError((bid.holder ?? '').trim());
  if (requireVersion(expectedVersion) !== bid.version) {
    throw conflict(BID_MESSAGES.versionConflict, 'version', BID_REASONS.versionConflict);
  }
  return bid;
}

/**
 * Runs `write` on a locked bid and recomputes the bid and its project in the same transaction. `projectId` is the
 * bid's project as read before the transaction (a bid never moves). Answers what `write` answered.
 */
export async function withBidWrite<T>(
  ctx: RequestContext, db: Db, bidId: number, projectId: number | undefined, expectedVersion: number | null | undefined,
  write: (trx: Db, bid: LockedBid) => Promise<T>,
): Promise<T> {
  if (projectId === undefined) throw notFound(BID_MESSAGES.bidNotFound);
  return db.transaction().execute(async (trx) => {
    await lockProject(ctx, trx, projectId, BID_MESSAGES.pending);
    const bid = await lockBid(ctx, trx, bidId, expectedVersion);
    const result = await write(trx, bid);
    await recalculateBid(ctx, trx, bidId);
    await recalculateProject(ctx, trx, projectId);
    return result;
  });
}

/** Bid sheets as owners of priced lines (lines/editing.ts): their guard, their mode, their 404. */
export const BID_SHEET: LineSheet<LockedBid> = {
  tables: BID_LINES,
  write: async (ctx, db, bidId, version, write) => withBidWrite(ctx, db, bidId, await projectOfBid(ctx, db, bidId), version, write),
  hourly: (bid) => bid.hourly,
  lineNotFound: BID_MESSAGES.lineNotFound,
};

/** Deletes a bid under the same locks and checks; answers the project's new totals. */
export async function deleteBidLocked(
  ctx: RequestContext, db: Db, bidId: number, projectId: number | undefined, expectedVersion: number | null | undefined,
): Promise<ProjectTotals> {
  if (projectId === undefined) throw notFound(BID_MESSAGES.bidNotFound);
  return db.transaction().execute(async (trx) => {
    await lockProject(ctx, trx, projectId, BID_MESSAGES.pending);
    await lockBid(ctx, trx, bidId, expectedVersion);
    await trx.deleteFrom('bids').where('tenant_id', '=', tenantOf(ctx)).where('id', '=', bidId).execute();
    return (await recalculateProject(ctx, trx, projectId))!;
  });
}

/**
 * Takes or renews the caller's edit lease for LEASE_SECONDS in ONE conditional statement, so two API processes can
 * never both grant it: it succeeds only when nobody holds it, the caller holds it, or the holder's lease expired.
 */
export async function takeLease(ctx: RequestContext, db: Db, bidId: number): Promise<void> {
  const tenantId = tenantOf(ctx);
  const seconds = `${LEASE_SECONDS} seconds`;
  const taken = await sql<{ id: number }>`
    update bids b set lease_user_id = ${ctx.user.id}, lease_expires_at = now() + ${seconds}::interval
    where b.tenant_id = ${tenantId} and b.id = ${bidId}
      and (b.lease_user_id is null or b.lease_user_id = ${ctx.user.id} or b.lease_expires_at is null or b.lease_expires_at <= now())
      and not exists (select 1 from projects p where p.tenant_id = b.tenant_id and p.id = b.project_id and lower(trim(p.status)) = 'pending')
    returning b.id`.execute(db);
  if (taken.rows.length > 0) return;
  const state = await sql<{ status: string; holder: string | null }>`
    select p.status, (select u.first_name || ' ' || u.last_name from users u where u.id = b.lease_user_id) as holder
    from bids b join projects p on p.tenant_id = b.tenant_id and p.id = b.project_id
    where b.tenant_id = ${tenantId} and b.id = ${bidId}`.execute(db);
  const row = state.rows[0];
  if (!row) throw notFound(BID_MESSAGES.bidNotFound);
  if (isPendingProject(row.status)) throw pendingError(BID_MESSAGES.pending);
  throw lockedError((row.holder ?? '').trim());
}

/**
 * Releases the caller's lease (leaving the editor). Another user's current lease is not the caller's to release:
 * 409 BID_LOCKED naming its holder, and it stays (issue 30 §5). A lease nobody holds (none, or expired) is released
 * already: 200.
 */
export async function releaseLease(ctx: RequestContext, db: Db, bidId: number): Promise<boolean> {
  const tenantId = tenantOf(ctx);
  const state = await sql<{ lease_user_id: number | null; leased: boolean; holder: string | null }>`
    select b.lease_user_id, coalesce(b.lease_expires_at > now(), false) as leased,
      (select u.first_name || ' ' || u.last_name from users u where u.id = b.lease_user_id) as holder
    from bids b where b.tenant_id = ${tenantId} and b.id = ${bidId}`.execute(db);
  const bid = state.rows[0];
  if (!bid) throw notFound(BID_MESSAGES.bidNotFound);
  if (bid.leased && bid.lease_user_id !== null && bid.lease_user_id !== ctx.user.id) throw lockedError((bid.holder ?? '').trim());
  await db.updateTable('bids').set({ lease_user_id: null, lease_expires_at: null })
    .where('tenant_id', '=', tenantId).where('id', '=', bidId).where('lease_user_id', '=', ctx.user.id).execute();
  return true;
}
