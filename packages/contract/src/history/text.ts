/** The longest value the history shows in full; longer ones end in '…'. */
export const historyValueLength = 80;

/** One line: runs of white space (line breaks included) become one space, and long text is cut. */
export function shortened(text: string, max = historyValueLength) {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : line;
}

/** "'IGN'": a name or an item set apart from the sentence around it. */
export const quoted = (text: string) => `'${shortened(text, 60)}'`;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A numeric character reference; one naming no character reads as a space. */
const character = (code: number) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';

/** The words of sanitized HTML: tags dropped, character references decoded. */
export function wordsOf(html: string): string[] {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (/^#x/i.test(name)) return character(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return character(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? reference;
    });
  // One pass: a word starts and ends with a letter or digit, so 'game,' and 'game' are the same
  // word and a lone '&' is none.
  return text.match(/[\p{L}\p{N}](?:\S*[\p{L}\p{N}])?/gu) ?? [];
}

/** Words added and removed between two versions of a text, counted as multisets (order aside). */
export function wordChange(fromHtml: string, toHtml: string) {
  const before = wordsOf(fromHtml);
  const after = wordsOf(toHtml);
  const remaining = new Map<string, number>();
  for (const word of before) remaining.set(word, (remaining.get(word) ?? 0) + 1);
  let added = 0;
  for (const word of after) {
    const left = remaining.get(word) ?? 0;
    if (left > 0) remaining.set(word, left - 1);
    else added += 1;
  }
  const removed = before.length - (after.length - added);
  return { before: before.length, after: after.length, added, removed };
}
