import { type SearchResult, type SearchType, searchedType } from '@masthead/contract';

export interface ResultGroup {
  type: SearchType;
  /** 'Games', 'Users'. */
  label: string;
  results: { result: SearchResult; index: number }[];
}

/**
 * The answer grouped by type, each group where its best result stood, each result with its
 * place in the whole list (the arrow keys walk the groups in the order they are shown).
 */
export function groupResults(results: readonly SearchResult[]) {
  const groups = new Map<SearchType, ResultGroup>();
  for (const result of results) {
    const group = groups.get(result.type) ?? {
      type: result.type,
      label: searchedType(result.type).pluralLabel,
      results: [],
    };
    group.results.push({ result, index: 0 });
    groups.set(result.type, group);
  }
  const shown = [...groups.values()];
  const ordered = shown.flatMap((group) => group.results);
  ordered.forEach((entry, index) => {
    entry.index = index;
  });
  return { groups: shown, ordered: ordered.map((entry) => entry.result) };
}
