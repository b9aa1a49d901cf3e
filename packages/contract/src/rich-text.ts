/**
 * The elements rich text may hold (content spec section 4), and the attributes each keeps:
 * links keep only href, text colour and highlight live in a span's or mark's style colour.
 * The editor's paste filter and the server's sanitizer are both made from this list.
 */
export const richTextElements = {
  b: [],
  strong: [],
  i: [],
  em: [],
  h1: [],
  h2: [],
  u: [],
  p: [],
  ol: [],
  ul: [],
  li: [],
  a: ['href'],
  span: ['style'],
  mark: ['style'],
  br: [],
} as const satisfies Record<string, readonly string[]>;

export type RichTextElement = keyof typeof richTextElements;

/** Link targets a reader may follow; `javascript:` and `data:` are never among them. */
export const richTextLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/** The one style a span or mark keeps: a text or highlight colour, as a name, #hex or rgb(). */
export const richTextColorProperties = { span: ['color'], mark: ['color', 'background-color'] } as const;
export const richTextColor = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
