/** What view mode says where a field holds nothing, and where it never shows what it holds. */
export const readText = {
  notSet: 'Not set',
  neverShown: 'Never shown',
  passwordHint: 'Kept only as a one-way hash',
} as const;

const webSchemes = new Set(['http:', 'https:']);

/**
 * The address a value names, when it is one a reader may follow in the browser (http or https,
 * nothing around it); null for any other text, so a value such as `javascript:…` stays text.
 */
export function webAddress(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return webSchemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
