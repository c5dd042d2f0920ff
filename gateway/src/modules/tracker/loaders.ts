import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import { toTracker, type ProjectTrackerParent, type TrackerAnswer } from './mapping.js';

// A project's tracker, the rows and the six summaries (api/src/modules/tracker/README.md Routes; docs/money.md §11),
// in ONE REST call answered from one database snapshot (GET project-tracker/snapshot/projectuid/{uid}), made at most
// once per request and project: the figures always agree with each other, and a whole tracker costs one call.

export interface TrackerLoaders {
  /** The project's tracker: its one REST call, made once per request (uids compare without case, as REST's). */
  tracker: (uid: string) => Promise<TrackerAnswer>;
  /**
   * The tracker's parent, with its snapshot read when any field besides the project ID is asked for (`asked`), so a
   * refusal (another company's project: 404; no project_tracker read: 403) is the field's one error.
   */
  read: (uid: string, asked: boolean) => Promise<ProjectTrackerParent>;
  /** Forgets what this request read of a project's tracker, after a write changed it. */
  forget: (uid: string) => void;
}

export function createTrackerLoaders(upstream: RequestUpstream): TrackerLoaders {
  // Keyed by project; the REST route answers one project, so a batch of several makes one call each, side by side.
  const snapshots = new DataLoader<string, TrackerAnswer, string>(
    (uids) => Promise.all(uids.map((uid) => upstream.get('project-tracker/snapshot/projectuid/{projectUid}', { params: { projectUid: uid } })
      .then(toTracker, (error: unknown) => (error instanceof Error ? error : new Error(String(error)))))),
    { cacheKeyFn: (uid) => uid.toLowerCase() },
  );
  return {
    tracker: (uid) => snapshots.load(uid),
    read: async (uid, asked) => {
      if (asked) await snapshots.load(uid);
      return { projectUid: uid };
    },
    forget: (uid) => {
      snapshots.clear(uid);
    },
  };
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
