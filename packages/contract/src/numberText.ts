/**
 * A whole number with its thousands grouped as English writes them (50,000,000), the text of
 * `toLocaleString('en')`, without Intl: a page's first number formatter costs tens of
 * milliseconds while the locale's data loads, and a message built as its module loads would
 * make every first page pay it.
 */
export function wholeNumberText(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
