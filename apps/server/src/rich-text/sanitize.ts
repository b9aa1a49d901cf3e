import {
  richTextColor,
  richTextColorProperties,
  richTextElements,
  richTextLinkSchemes,
} from '@masthead/contract';
import type sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(richTextElements),
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextElements).map(([element, attributes]) => [element, [...attributes]]),
  ),
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A style survives only as one colour declaration; anything else in it drops the attribute.
  allowedStyles: Object.fromEntries(
    Object.entries(richTextColorProperties).map(([element, properties]) => [
      element,
      Object.fromEntries(properties.map((property) => [property, [richTextColor]])),
    ]),
  ),
  // Script and style bodies go with their element; other unknown elements keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
};

let sanitizer: Promise<(html: string) => string> | undefined;

/**
 * Rich text as it may be stored and shown: only the spec's elements, links with a safe href,
 * colours as the only style. Allowed elements stay as they were written (`<b>` stays `<b>`).
 * sanitize-html brings a CSS parser along, so it is loaded at the first save, not at start.
 */
export const richTextSanitizer = () =>
  (sanitizer ??= import('sanitize-html').then(
    ({ default: sanitizeHtml }) =>
      (html: string) =>
        sanitizeHtml(html, options),
  ));
