import { normalizeText } from '../export/cellKey.ts';

/**
 * The accented Latin letters (both cases) and the plain letter `normalizeText` folds each to,
 * as two strings of equal length for SQL's translate(): the database folds stored text exactly
 * as the contract folds what is typed, so 'emile' finds 'Émile' on both sides of the wire.
 * Letters that do not decompose (ß, æ, ø, ł) stay themselves on both sides.
 */
function accentFolding() {
  let from = '';
  let to = '';
  // Latin-1 Supplement and Latin Extended-A: the accented letters of European languages.
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const letter = String.fromCharCode(code);
    const folded = normalizeText(letter);
    if (folded.length === 1 && folded !== letter && folded !== letter.toLowerCase()) {
      from += letter;
      to += folded;
    }
  }
  return { from, to };
}

export const searchFolding = accentFolding();
