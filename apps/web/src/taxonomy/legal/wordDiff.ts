import { diffWords } from 'diff';

/** Rich text as a reader sees it: block ends as line breaks, entities decoded, tags gone. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|h1|h2|li)>|<br\s*\/?>/gi, '\n');
  const document = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

export interface DiffPart {
  text: string;
  change: 'added' | 'removed' | 'same';
}

/** What changed from one text to another, word by word. */
export const wordDiff = (before: string, after: string): DiffPart[] =>
  diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
