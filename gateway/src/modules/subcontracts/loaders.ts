import DataLoader from 'dataloader';
import type { Commitment } from '../../__generated__/graphql.js';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import { toCommitment, toProjectSubcontracts, type ProjectSubcontractsParent, type RestCommitment, type RestLedger } from './mapping.js';

// Per-request loaders (never shared between requests): a project's ledger and a commitment are each read at most once,
// and what a write answers replaces what the request read before it.

/** A commitment as REST answered it (the documents print it as it came) and as mapped. */
export interface LoadedCommitment {
  rest: RestCommitment;
  commitment: Commitment;
}

export interface SubcontractLoaders {
  /** A project's ledger: ONE call, GET subcontract/projectuid/{uid} (docs/subcontracts.md §4); each commitment primed. */
  ledger: (uid: string) => Promise<ProjectSubcontractsParent>;
  /** One commitment: GET subcontract/{id}. */
  commitmentById: DataLoader<string, LoadedCommitment>;
  /** A write's answer: the commitment replaces what this request read of it and of its project. */
  written: (rest: RestCommitment) => Commitment;
  /** A write answering the project's ledger: it replaces the request's reads. */
  writtenLedger: (rest: RestLedger) => ProjectSubcontractsParent;
  /** A deleted commitment: no read of this request answers it any more. */
  forget: (id: string) => void;
}

export function createSubcontractLoaders(upstream: RequestUpstream): SubcontractLoaders {
  const ledgers = new Map<string, Promise<ProjectSubcontractsParent>>();
  const key = (uid: string) => uid.toLowerCase();
  /** What the ledgers of this request answered, by commitment id. */
  const fromLedgers = new Map<string, LoadedCommitment>();
  // A commitment asked beside a ledger of the same request (two root fields run together) waits for the ledger, which
  // may hold it: then no call of its own.
  const commitmentById = new DataLoader<string, LoadedCommitment>(async (ids) => {
    await Promise.allSettled([...ledgers.values()]);
    return Promise.all(ids.map(async (id) => {
      const known = fromLedgers.get(id);
      if (known) return known;
      const rest = await upstream.get('subcontract/{id}', { params: { id } });
      return { rest, commitment: toCommitment(rest) };
    }));
  });

  const prime = (rest: RestLedger): ProjectSubcontractsParent => {
    const mapped = toProjectSubcontracts(rest);
    rest.commitments.forEach((c, i) => {
      const loaded = { rest: c, commitment: mapped.commitments[i]! };
      fromLedgers.set(String(c.id), loaded);
      commitmentById.clear(String(c.id)).prime(String(c.id), loaded);
    });
    return mapped;
  };

  return {
    ledger: (uid) => {
      let pending = ledgers.get(key(uid));
      if (!pending) {
        pending = upstream.get('subcontract/projectuid/{projectUid}', { params: { projectUid: uid } }).then(prime);
        ledgers.set(key(uid), pending);
      }
      return pending;
    },
    commitmentById,
    written: (rest) => {
      const commitment = toCommitment(rest);
      fromLedgers.set(commitment.id, { rest, commitment });
      ledgers.delete(key(rest.project_uid));
      commitmentById.clear(commitment.id).prime(commitment.id, { rest, commitment });
      return commitment;
    },
    writtenLedger: (rest) => {
      const mapped = prime(rest);
      ledgers.set(key(rest.project_uid), Promise.resolve(mapped));
      return mapped;
    },
    forget: (id) => {
      fromLedgers.delete(id);
      commitmentById.clear(id);
    },
  };
}

const perRequest = new WeakMap<GatewayContext, SubcontractLoaders>();

export function subcontractLoaders(ctx: GatewayContext): SubcontractLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createSubcontractLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
