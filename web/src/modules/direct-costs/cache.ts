import type { ApolloCache, Reference } from '@apollo/client';

/** Newest date first, then newest id: the order of Project.directCosts (schema/direct-costs.graphql). */
function newerFirst(a: { date: string; id: string }, b: { date: string; id: string }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return Number(b.id) - Number(a.id);
}

/** A direct cost just added joins its project's list in the cache at its place, so the grid shows it without a refetch. */
export function insertDirectCost(cache: ApolloCache, projectId: string, added: { id: string; date: string }) {
  cache.modify<{ directCosts: Reference[] }>({
    id: cache.identify({ __typename: 'Project', id: projectId }),
    fields: {
      directCosts(existing, { toReference, readField }) {
        const ref = toReference({ __typename: 'DirectCost', id: added.id });
        const list = Array.isArray(existing) ? (existing as readonly Reference[]) : [];
        if (!ref || list.some((r) => r.__ref === ref.__ref)) return list as Reference[];
        const key = (r: Reference) => ({ id: String(readField('id', r)), date: String(readField('date', r)) });
        const at = list.findIndex((r) => newerFirst(added, key(r)) < 0);
        return at === -1 ? [...list, ref] : [...list.slice(0, at), ref, ...list.slice(at)];
      },
    },
  });
}

/** A deleted direct cost leaves its project's list and the cache. */
export function dropDirectCost(cache: ApolloCache, id: string) {
  cache.evict({ id: cache.identify({ __typename: 'DirectCost', id }) });
  cache.gc();
}
