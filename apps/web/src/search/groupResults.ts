import { type SearchResult, type SearchType, searchedType } from '@masthead/contract';

export interface ResultGroup {
  type: SearchType;
  /** 'Games', 'Users'. */
  label: string;
  /** Each with its place in the whole list as shown, which the arrow keys walk. */
  results: { result: SearchResult; index: number }[];
}

/**
 * The answer grouped by type, the groups in the order of their best results; `ordered` is the
 * list as shown, group after group.
 */
export function groupResults(results: readonly SearchResult[]) {
  const byType = new Map<SearchType, SearchResult[]>();
  for (const result of results) byType.set(result.type, [...(byType.get(result.type) ?? []), result]);
  const ordered = [...byType.values()].flat();
  const groups: ResultGroup[] = [...byType].map(([type, found]) => ({
    type,
    label: searchedType(type).pluralLabel,
    results: found.map((result) => ({ result, index: ordered.indexOf(result) })),
  }));
  return { groups, ordered };
}
