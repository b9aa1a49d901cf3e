import { normalizeText } from '../export/cellKey.ts';

/**
 * Letters that decompose into a base letter and accents: Latin (with Vietnamese and Romanian),
 * Greek and Cyrillic (й, ё). Letters that do not decompose (ß, æ, ø, ł) stay themselves on both sides.
 */
const accentedBlocks = [
  [0x00c0, 0x024f],
  [0x0370, 0x04ff],
  [0x1e00, 0x1fff],
] as const;

/** The combining accents `normalizeText` drops; SQL's translate() drops them too, being given no partner. */
const combiningMarks = [0x0300, 0x036f] as const;

/**
 * The accented letters (both cases) and the plain letter `normalizeText` folds each to, as two
 * strings for SQL's translate(): the database folds stored text exactly as the contract folds what
 * is typed, so 'emile' finds 'Émile' and 'brasov' finds 'Brașov' on both sides of the wire. `from`
 * ends with the loose combining accents, which have no partner in `to`, so text stored already
 * decomposed folds the same.
 */
function accentFolding() {
  let from = '';
  let to = '';
  for (const [first, last] of accentedBlocks) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCharCode(code);
      const folded = normalizeText(letter);
      if (folded.length === 1 && folded !== letter && folded !== letter.toLowerCase()) {
        from += letter;
        to += folded;
      }
    }
  }
  for (let code = combiningMarks[0]; code <= combiningMarks[1]; code += 1) from += String.fromCharCode(code);
  return { from, to };
}

export const searchFolding = accentFolding();

/**
 * What is typed into the search, folded as the database's search_fold folds what is stored:
 * `normalizeText` decomposes to drop accents, which also splits a Korean syllable into its
 * letters and a kana's voicing mark (が) from its kana; search_fold keeps both whole. Composing
 * again puts them back, and leaves the dropped accents dropped.
 */
export const searchFold = (value: string) => normalizeText(value).normalize('NFC');
