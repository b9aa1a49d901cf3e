import { describe, expect, it } from 'vitest';
import { richTextSanitizer } from './sanitize.ts';

const sanitizeRichText = await richTextSanitizer();

describe('rich text sanitizer', () => {
  it('keeps the allowed elements exactly as they were written', () => {
    const html =
      '<h1>T</h1><h2>S</h2><p><b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and every element outside the list, keeping their text', () => {
    expect(
      sanitizeRichText('<p onclick="steal()">a<script>alert(1)</script></p><img src=x onerror=alert(1)>'),
    ).toBe('<p>a</p>');
    expect(sanitizeRichText('<h3>three</h3><div><table><tr><td>cell</td></tr></table></div>')).toBe(
      'threecell',
    );
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><iframe src="https://x">t</iframe>')).toBe(
      '',
    );
  });

  it('keeps only the href of links, and only with a safe scheme', () => {
    expect(sanitizeRichText('<a href="https://example.com/x" target="_blank" class="c">ok</a>')).toBe(
      '<a href="https://example.com/x">ok</a>',
    );
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example'])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps a colour on spans and marks and no other style', () => {
    expect(sanitizeRichText('<span style="color: #ff0000">r</span>')).toBe(
      '<span style="color:#ff0000">r</span>',
    );
    expect(sanitizeRichText('<mark style="background-color: rgb(1, 2, 3)">m</mark>')).toBe(
      '<mark style="background-color:rgb(1, 2, 3)">m</mark>',
    );
    expect(sanitizeRichText('<span style="position: fixed; background: url(x)">s</span>')).toBe(
      '<span>s</span>',
    );
    expect(sanitizeRichText('<span style="color: expression(alert(1))">s</span>')).toBe('<span>s</span>');
  });
});
