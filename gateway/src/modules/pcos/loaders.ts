import DataLoader from 'dataloader';
import type { ContractSum } from '../../__generated__/graphql.js';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import {
  groupPcoLines, toChangeOrder, toContractSum, toPco, type ChangeOrderParent, type PcoLines, type PcoParent,
} from './mapping.js';

/** The REST API's own bound for GET pco/lines?pco_ids= (README: at most 200 ids). */
const MAX_PCOS_PER_LINES_CALL = 200;

const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);

/** A project's change orders and its contract sum: one answer of GET change-order/projectuid/{uid}. */
export interface ProjectChangeOrders {
  changeOrders: ChangeOrderParent[];
  contractSum: ContractSum;
}

export interface PcoLoaders {
  /** One PCO: GET change-order/{id}; primed by a project's listing and by its change orders. */
  pcoById: DataLoader<string, PcoParent>;
  /**
   * A project's PCOs, oldest first: GET change-order/{uid}/PCO, once per request. With `withLines`, the lines of all
   * of them come beside it in one call (GET pco/lines?project_uid=), whatever the number of PCOs.
   */
  projectPcos: (uid: string, withLines?: boolean) => Promise<PcoParent[]>;
  /**
   * A PCO's labor and trade lines: one GET pco/lines?pco_ids= for every PCO the request asks for (up to 200 a call);
   * primed by a project's listing read with its lines.
   */
  linesByPco: DataLoader<string, PcoLines>;
  /** The change orders and the contract sum of a project, once per request; `withLines` as for `projectPcos`. */
  projectChangeOrders: (uid: string, withLines?: boolean) => Promise<ProjectChangeOrders>;
  /** Forgets what this request read of a PCO and its project (after a write changed them). */
  forget: (pcoId: string, projectUid: string) => void;
}

/** A per-request memo keyed by project uid (uids compare without case, as the API does). */
function byProject<T>(load: (uid: string) => Promise<T>) {
  const memo = new Map<string, Promise<T>>();
  const get = (uid: string) => {
    const key = uid.toLowerCase();
    let pending = memo.get(key);
    if (!pending) memo.set(key, (pending = load(uid)));
    return pending;
  };
  return { get, forget: (uid: string) => memo.delete(uid.toLowerCase()) };
}

export function createPcoLoaders(upstream: RequestUpstream): PcoLoaders {
  const pcoById = new DataLoader<string, PcoParent>((ids) => Promise.all(ids.map(async (id) =>
    toPco(await upstream.get('change-order/{id}', { params: { id } })))));

  const linesByPco = new DataLoader<string, PcoLines>(async (ids) =>
    groupPcoLines(await upstream.get('pco/lines', { query: { pco_ids: ids.join(',') } }), ids), { maxBatchSize: MAX_PCOS_PER_LINES_CALL });
  const projectLines = byProject((uid) => upstream.get('pco/lines', { query: { project_uid: uid } }));

  /**
   * `listing` with the project's lines read beside it (never after it); each listed PCO's lines primed, empty for one
   * without lines. A refused lines read is left to the PCO's lines fields, which then read through `linesByPco`.
   */
  async function withProjectLines<T>(uid: string, listing: Promise<T>, pcoIdsOf: (listed: T) => string[]): Promise<T> {
    const [listed, lines] = await Promise.allSettled([listing, projectLines.get(uid)]);
    if (listed.status === 'rejected') throw listed.reason;
    if (lines.status === 'fulfilled') {
      const ids = pcoIdsOf(listed.value);
      const grouped = groupPcoLines(lines.value, ids);
      ids.forEach((id, i) => linesByPco.prime(id, grouped[i]!));
    }
    return listed.value;
  }

  const listings = byProject(async (uid) => {
    const pcos = list(await upstream.get('change-order/{projectUid}/PCO', { params: { projectUid: uid } })).map(toPco);
    for (const pco of pcos) pcoById.prime(pco.id, pco);
    return pcos;
  });
  const changeOrders = byProject(async (uid): Promise<ProjectChangeOrders> => {
    const res = await upstream.call('get', 'change-order/projectuid/{projectUid}', { params: { projectUid: uid } });
    const orders = list(res.data).map(toChangeOrder);
    for (const order of orders) pcoById.prime(order.pco.id, order.pco);
    return { changeOrders: orders, contractSum: toContractSum(res.contract) };
  });

  const forget = (pcoId: string, projectUid: string) => {
    pcoById.clear(pcoId);
    linesByPco.clear(pcoId);
    listings.forget(projectUid);
    changeOrders.forget(projectUid);
    projectLines.forget(projectUid);
  };
  return {
    pcoById,
    projectPcos: (uid, withLines = false) =>
      (withLines ? withProjectLines(uid, listings.get(uid), (pcos) => pcos.map((p) => p.id)) : listings.get(uid)),
    linesByPco,
    projectChangeOrders: (uid, withLines = false) => (withLines
      ? withProjectLines(uid, changeOrders.get(uid), (orders) => orders.changeOrders.map((o) => o.pco.id))
      : changeOrders.get(uid)),
    forget,
  };
}

// Request-scoped like the bids module's loaders: kept beside the context object, never shared between requests.
const perRequest = new WeakMap<GatewayContext, PcoLoaders>();

export function pcoLoaders(ctx: GatewayContext): PcoLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createPcoLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
