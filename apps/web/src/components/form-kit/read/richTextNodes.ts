import {
  type RichTextElement,
  richTextColor,
  richTextColorProperties,
  richTextElements,
  richTextLinkSchemes,
} from '@masthead/contract';
import { type CSSProperties, createElement, type ReactNode } from 'react';

/**
 * Stored rich text drawn as React elements, never as HTML handed to the page: the server keeps
 * it sanitised, and reading it again through the contract's own whitelist means a value stored
 * before that, or by another way in, still shows only the spec's elements, safe links and
 * colours. The DOMParser's document is inert: nothing in it runs or loads.
 */

/** Elements whose content goes with them, as the server's sanitizer drops it. */
const droppedWithContent = new Set([
  'script',
  'style',
  'textarea',
  'noscript',
  'title',
  'iframe',
  'object',
  'template',
]);

const headingLevels = { h1: 2, h2: 3 } as const;

const isRichTextElement = (tag: string): tag is RichTextElement => Object.hasOwn(richTextElements, tag);

const linkSchemes = new Set<string>(richTextLinkSchemes.map((scheme) => `${scheme}:`));

/** A link's target when it is absolute and of a scheme a reader may follow; otherwise none. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href.trim());
    return linkSchemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const camelCase = (property: string) =>
  property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The colours a span or mark keeps of its style attribute, as React style; nothing else in it. */
export function colorStyleOf(tag: keyof typeof richTextColorProperties, style: string): CSSProperties {
  const allowed: readonly string[] = richTextColorProperties[tag];
  const kept: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (allowed.includes(property) && richTextColor.test(value)) kept[camelCase(property)] = value;
  }
  return kept;
}

/** The props an allowed element keeps, or null where it is shown as its content alone (a link going nowhere). */
function propsOf(tag: RichTextElement, element: Element): Record<string, unknown> | null {
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href') ?? '');
    return href ? { href, target: '_blank', rel: 'noopener noreferrer' } : null;
  }
  if (tag === 'span' || tag === 'mark')
    return { style: colorStyleOf(tag, element.getAttribute('style') ?? '') };
  // The page's own heading is its h1: a document's headings read as the levels under it, as they look.
  if (tag === 'h1' || tag === 'h2') return { 'aria-level': headingLevels[tag] };
  return {};
}

function nodesOf(parent: Node, keyBase: string): ReactNode[] {
  return [...parent.childNodes].flatMap((node, index) => nodeOf(node, `${keyBase}.${index}`));
}

function nodeOf(node: Node, key: string): ReactNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ''];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (droppedWithContent.has(tag)) return [];
  const children = nodesOf(element, key);
  if (!isRichTextElement(tag)) return children;
  const props = propsOf(tag, element);
  if (!props) return children;
  return [createElement(tag, { key, ...props }, ...(tag === 'br' ? [] : children))];
}

/** Rich text as React nodes, whitelisted by the contract. */
export function richTextNodes(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return nodesOf(document.body, 'n');
}
