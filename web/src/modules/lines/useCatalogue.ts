import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { BidCatalogueQuery as Tree } from '../../gql/graphql';
import { BidCatalogueQuery } from './operations';

export type CatalogueDivision = Tree['catalogueTree']['divisions'][number];
export type CatalogueSubdivision = CatalogueDivision['subdivisions'][number];
export type CataloguePart = Tree['catalogueTree']['parts'][number];
export interface Option { value: string; label: string }

/** The catalogue tree (one request) with lookups by id: what the trade lines and the add-bid and direct-cost forms pick from. */
export function useCatalogue() {
  const { data, loading, error, refetch } = useQuery(BidCatalogueQuery, { fetchPolicy: 'cache-and-network' });
  return useMemo(() => {
    const divisions = data?.catalogueTree.divisions ?? [];
    const parts = new Map((data?.catalogueTree.parts ?? []).map((p) => [p.id, p]));
    const subdivisionsOf = (divisionId?: string): CatalogueSubdivision[] =>
      divisions.find((d) => d.id === divisionId)?.subdivisions ?? [];
    const subdivision = (id?: string) => divisions.flatMap((d) => d.subdivisions).find((s) => s.id === id);
    const categoriesOf = (subdivisionId?: string) => subdivision(subdivisionId)?.categories ?? [];
    const category = (id?: string) => divisions.flatMap((d) => d.subdivisions).flatMap((s) => s.categories).find((c) => c.id === id);
    const partsOf = (categoryId?: string): CataloguePart[] =>
      (category(categoryId)?.partIds ?? []).map((id) => parts.get(id)).filter((p): p is CataloguePart => !!p);
    const divisionOptions: Option[] = divisions.map((d) => ({ value: d.id, label: d.number ? `${d.number} ${d.name}` : d.name }));
    return { loading: loading && !data, error, refetch, divisions, divisionOptions, subdivisionsOf, categoriesOf, partsOf, part: (id?: string) => (id ? parts.get(id) : undefined) };
  }, [data, loading, error, refetch]);
}
