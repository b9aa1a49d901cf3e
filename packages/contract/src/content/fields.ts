/**
 * The small vocabulary of content fields. Each kind has exactly one widget in the web form
 * and one way of travelling in a multipart save (see `form-encoding.ts`); a new kind fails
 * to compile where a widget or an encoding is missing.
 */
export type FileAccept = 'image' | 'video' | 'unity3d' | 'zip';

/** What a text holds beyond plain words: 'url', a web address. */
export type TextFormat = 'url';

export type FieldWidget =
  /**
   * One line of text. A 'url' one is a web address: surrounding spaces, which come with
   * pasted links, are trimmed by its rule, and view mode shows it as a link.
   */
  | { kind: 'text'; max: number; format?: TextFormat }
  /** Several lines of plain text (stored exactly as typed, always shown as text). */
  | { kind: 'textarea'; rows: number; max: number }
  /** Sanitized HTML, edited in the rich-text editor of this height in pixels. */
  | { kind: 'richText'; height: number; max: number }
  | { kind: 'integer' }
  /** One of `options`, shown as a select. */
  | { kind: 'choice'; options: readonly [string, ...string[]] }
  /** 'YYYY-MM-DD'. */
  | { kind: 'date' }
  /** An ordered list of texts (ingredients, instructions, guide URLs); empty items cannot be added. */
  | { kind: 'textList'; itemMax: number; format?: TextFormat }
  /**
   * Stored as one comma-joined string, edited as a list of words; a pasted list is split at
   * commas and line breaks (keywords.ts).
   */
  | { kind: 'keywords'; max: number }
  /** Rows of { name, url, rating } (rating in %), added and removed in the form. */
  | { kind: 'reviewUrls' }
  /** An uploaded file; `sizeHint` is the spec's pixel size shown beside it ('100x100'). */
  | { kind: 'file'; accept: FileAccept; sizeHint?: string }
  /** A YouTube video id; a pasted link to the video is stored as its id (youtube.ts). */
  | { kind: 'youtube'; max: number }
  /** Project ids (multi-select). */
  | { kind: 'projects' }
  /** Category ids of the type's category level (multi-select). */
  | { kind: 'categories' }
  /** Tag ids per selected project: { "<project id>": [tag ids] }. */
  | { kind: 'tags' };

export type FieldKind = FieldWidget['kind'];

/** The form's two tabs: General Options, and the type's own ('Game Options', …). */
export type FieldTab = 'general' | 'type';

/**
 * A field as data alone: its rule follows from its kind, limits and `required` (`fieldRule` in
 * rules.ts), so the list pages that read labels and columns carry no validation code.
 */
export type ContentField<K extends string = string> = FieldWidget & {
  key: K;
  label: string;
  tab: FieldTab;
  /** Required by the field's rule, and marked with an asterisk beside its label. */
  required: boolean;
  /**
   * Shown and kept only while another field has one of these values (a game's technology):
   * the form hides the field otherwise and the server drops it on save.
   */
  onlyWhen?: { field: string; in: readonly string[] };
};

/** Kinds whose value travels in a multipart save as JSON text. */
export const jsonEncodedKinds = new Set<FieldKind>([
  'textList',
  'reviewUrls',
  'projects',
  'categories',
  'tags',
]);

/** The form's starting value for a field of this kind, when the definition gives none. */
export function emptyValue(field: Pick<ContentField, 'kind'>): unknown {
  switch (field.kind) {
    case 'textList':
    case 'reviewUrls':
    case 'projects':
    case 'categories':
      return [];
    case 'tags':
      return {};
    case 'integer':
      return '';
    default:
      return '';
  }
}
