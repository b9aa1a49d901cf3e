/** A content item that uses a tag or category, as the "used by" list names it. */
export interface UsingItem {
  id: number;
  /** Its stored content type ('game', 'apps'): the web links it to that type's view screen. */
  type: string;
  title: string;
}

/**
 * What uses a tag or category: the number of content items, and the first of them by title,
 * so that the delete dialog can say why it was refused and lead to the items to change.
 * `items` is empty for a caller who may not see content.
 */
export interface TaxonomyUsage {
  count: number;
  items: UsingItem[];
}

/** How many using items the answer names: enough to act on, the count says the rest. */
export const usageListLimit = 20;
