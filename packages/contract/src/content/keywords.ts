/**
 * Keywords are stored as one comma-joined string (content spec section 3) and edited as a
 * list. People paste lists from elsewhere, separated by commas or one a line, with spaces and
 * repeats: the server and the form read them the same way, here.
 */
const separators = /[,\r\n]+/;

/**
 * 'a, b ,c' → ['a', 'b', 'c']: split at commas and line breaks, each trimmed, empty ones
 * dropped, and a repeat (in any letter case) dropped after its first spelling.
 */
export function keywordList(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const part of text.split(separators)) {
    const word = part.trim();
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

/** The list as it is stored: 'a,b,c'. */
export const joinKeywords = (words: readonly string[]) => keywordList(words.join(',')).join(',');

/** Keywords as typed or pasted, in the stored shape: ' a, b ,A\nc' → 'a,b,c'. */
export const normalizeKeywords = (text: string) => keywordList(text).join(',');
