import type { TrackerProjectTotal, TrackerRow, TrackerTotals } from '../../__generated__/graphql.js';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import {
  toProjectTotal, toTrackerRow, toTrackerTotals, type ProjectTrackerParent, type RestExpectedOverhead, type RestOverhead,
} from './mapping.js';

// One REST call per part of a project's tracker (api/src/modules/tracker/README.md Routes; calculations.md §11, the
// rows and summaries 1–6), each made at most once per request and project.

export interface TrackerParts {
  rows: TrackerRow[];
  /** Summary 1: every column summed (GET calculate-project-tracker/projectuid/{uid}). */
  sums: TrackerTotals;
  /** Summary 2: Contractor Fee. */
  fee: string;
  /** Summary 3: overhead. */
  overhead: RestOverhead;
  /** Summary 4: the expected overhead and its drift. */
  expected: RestExpectedOverhead;
  /** Summary 5: buyout savings. */
  buyout: string;
  /** Summary 6: Project Total against the contract sum. */
  projectTotal: TrackerProjectTotal;
}
export type TrackerPart = keyof TrackerParts;

/** The order parts are started and their refusals reported in: the rows first. */
export const TRACKER_PARTS: readonly TrackerPart[] = ['rows', 'sums', 'fee', 'overhead', 'expected', 'buyout', 'projectTotal'];

/** ProjectTracker field → the part it reads (projectUid reads none). */
export const PART_OF_FIELD: Readonly<Record<string, TrackerPart>> = {
  rows: 'rows', totals: 'sums', contractorFee: 'fee', overhead: 'overhead', expectedOverhead: 'expected', overheadDrift: 'expected',
  buyoutSavings: 'buyout', projectTotal: 'projectTotal',
};

function readPart(upstream: RequestUpstream, uid: string, part: TrackerPart): Promise<TrackerParts[TrackerPart]> {
  const params = { projectUid: uid };
  switch (part) {
    case 'rows':
      return upstream.get('project-tracker/projectuid/{projectUid}', { params }).then((rows) => (Array.isArray(rows) ? rows : []).map(toTrackerRow));
    case 'sums':
      return upstream.get('calculate-project-tracker/projectuid/{projectUid}', { params }).then(toTrackerTotals);
    case 'fee':
      return upstream.get('calculate-project-tracker/ccllc-fee/projectuid/{projectUid}', { params }).then((d) => d.contractor_fee);
    case 'overhead':
      return upstream.get('calculate-project-tracker/overhead/projectuid/{projectUid}', { params });
    case 'expected':
      return upstream.get('calculate-project-tracker/expected-overhead-cost/projectuid/{projectUid}', { params });
    case 'buyout':
      return upstream.get('calculate-project-tracker/buyout-savings/projectuid/{projectUid}', { params }).then((d) => d.buyout_savings);
    case 'projectTotal':
      return upstream.get('project-tracker/total-project-cost/projectuid/{projectUid}', { params }).then(toProjectTotal);
  }
}

export interface TrackerLoaders {
  /** One part of a project's tracker: its REST call, made once per request (uids compare without case, as REST's). */
  part: <P extends TrackerPart>(uid: string, part: P) => Promise<TrackerParts[P]>;
  /**
   * The tracker with `parts` read: every one started at once, side by side (001 §7: the rows and the six summaries in
   * parallel, never chained), and awaited together, so no call outlives the field. Any refusal (another company's
   * project: 404; no project_tracker read: 403) is the field's one error, the rows' first.
   */
  read: (uid: string, parts: ReadonlySet<TrackerPart>) => Promise<ProjectTrackerParent>;
  /** Forgets what this request read of a project's tracker, after a write changed it. */
  forget: (uid: string) => void;
}

export function createTrackerLoaders(upstream: RequestUpstream): TrackerLoaders {
  const memo = new Map<string, Promise<unknown>>();
  const keyOf = (uid: string, part: TrackerPart) => `${uid.toLowerCase()}\u0000${part}`;
  const part = <P extends TrackerPart>(uid: string, p: P): Promise<TrackerParts[P]> => {
    const key = keyOf(uid, p);
    let pending = memo.get(key);
    if (!pending) memo.set(key, (pending = readPart(upstream, uid, p)));
    return pending as Promise<TrackerParts[P]>;
  };
  const read = async (uid: string, parts: ReadonlySet<TrackerPart>): Promise<ProjectTrackerParent> => {
    const results = await Promise.allSettled(TRACKER_PARTS.filter((p) => parts.has(p)).map((p) => part(uid, p)));
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (refused) throw refused.reason;
    return { projectUid: uid };
  };
  const forget = (uid: string) => {
    for (const p of TRACKER_PARTS) memo.delete(keyOf(uid, p));
  };
  return { part, read, forget };
}

// Request-scoped like the other modules' loaders: kept beside the context object, never shared between requests.
const perRequest = new WeakMap<GatewayContext, TrackerLoaders>();

export function trackerLoaders(ctx: GatewayContext): TrackerLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createTrackerLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
