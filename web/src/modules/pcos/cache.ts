import type { ApolloCache, Reference } from '@apollo/client';

/**
 * A PCO just added joins its project's list (Project.pcos) and the project forgets the next PCO name, which the list
 * query then reads again: the grid shows the new PCO and the form the following name without a full refetch.
 */
export function appendPco(cache: ApolloCache, projectId: string, pco: { id: string }) {
  const id = cache.identify({ __typename: 'Project', id: projectId });
  cache.modify<{ pcos: Reference[] }>({
    id,
    fields: {
      pcos(existing, { toReference }) {
        const ref = toReference({ __typename: 'Pco', id: pco.id });
        const list = Array.isArray(existing) ? (existing as readonly Reference[]) : [];
        if (!ref || list.some((r) => r.__ref === ref.__ref)) return list as Reference[];
        return [...list, ref];
      },
    },
  });
  cache.evict({ id, fieldName: 'nextPcoName' });
}
