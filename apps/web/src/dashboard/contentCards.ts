import { type ContentCounts, contentTypes } from '@masthead/contract';

export interface ContentCountCard {
  type: string;
  /** What the card shows as its name: 'Games', 'Game News'. */
  title: string;
  count: number;
  href: string;
  /** Said after the count to screen readers, so the card reads 'Games 3 items'. */
  unit: 'item' | 'items';
}

/** One card per content type, in the menu's order, linking to its list; a type without items shows 0. */
export function contentCountCards(counts: Partial<ContentCounts>): ContentCountCard[] {
  return contentTypes.map((definition) => {
    const count = counts[definition.type] ?? 0;
    return {
      type: definition.type,
      title: definition.pluralLabel,
      count,
      href: definition.route,
      unit: count === 1 ? 'item' : 'items',
    };
  });
}
