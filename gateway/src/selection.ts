import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Whether the field's selection (fragments included) names one of `names` at its first level (at any level: `deep`). */
export function asksFor(info: GraphQLResolveInfo, names: readonly string[], deep = false): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean => (set?.selections ?? []).some((s) => {
    if (s.kind === 'Field') return names.includes(s.name.value) || (deep && visit(s.selectionSet));
    if (s.kind === 'InlineFragment') return visit(s.selectionSet);
    return visit(info.fragments[s.name.value]?.selectionSet);
  });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
