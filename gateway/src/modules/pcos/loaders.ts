import DataLoader from 'dataloader';
import type { ContractSum, PcoLaborLine, PcoTradeLine } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../upstream.js';
import {
  toChangeOrder, toContractSum, toPco, toPcoLaborLine, toPcoTradeLine, type ChangeOrderParent, type PcoParent,
} from './mapping.js';

const list = <T>(rows: T[] | undefined): T[] => (Array.isArray(rows) ? rows : []);

/** A project's change orders and its contract sum: one answer of GET change-order/projectuid/{uid}. */
export interface ProjectChangeOrders {
  changeOrders: ChangeOrderParent[];
  contractSum: ContractSum;
}

export interface PcoLoaders {
  /** One PCO: GET change-order/{id}; primed by a project's listing and by its change orders. */
  pcoById: DataLoader<string, PcoParent>;
  /** A project's PCOs, oldest first: GET change-order/{uid}/PCO, once per request. */
  projectPcos: (uid: string) => Promise<PcoParent[]>;
  /**
   * A PCO's labor and trade lines. The REST API reads lines one PCO at a time (no batch route): the calls of every PCO
   * the request asks for are made side by side, one per PCO and kind, bounded by the list (and the request's limits).
   */
  laborByPco: DataLoader<string, PcoLaborLine[]>;
  tradesByPco: DataLoader<string, PcoTradeLine[]>;
  /** The change orders and the contract sum of a project, once per request. */
  projectChangeOrders: (uid: string) => Promise<ProjectChangeOrders>;
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

  const laborByPco = new DataLoader<string, PcoLaborLine[]>((ids) => Promise.all(ids.map(async (pcoId) =>
    list(await upstream.get('pco/internal-labor/pcoid/{pcoId}', { params: { pcoId } })).map(toPcoLaborLine))));
  const tradesByPco = new DataLoader<string, PcoTradeLine[]>((ids) => Promise.all(ids.map(async (pcoId) =>
    list(await upstream.get('pco/direct-trade/pcoid/{pcoId}', { params: { pcoId } })).map(toPcoTradeLine))));

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
    laborByPco.clear(pcoId);
    tradesByPco.clear(pcoId);
    listings.forget(projectUid);
    changeOrders.forget(projectUid);
  };
  return {
    pcoById, projectPcos: listings.get, laborByPco, tradesByPco, projectChangeOrders: changeOrders.get, forget,
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
