import { describe, expect, it } from 'vitest';
import { webAddress } from './readText.ts';
import { colorStyleOf, safeHref } from './richTextNodes.ts';

describe('a value read as a web address', () => {
  it('links http and https addresses', () => {
    expect(webAddress('https://example.com/deal?id=7')).toBe('https://example.com/deal?id=7');
    expect(webAddress(' http://example.com ')).toBe('http://example.com/');
  });

  it('keeps every other text as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@example.com',
      'example.com',
      'see https://example.com',
      '',
    ])
      expect(webAddress(text), text).toBeNull();
  });
});

describe('rich text read through the contract', () => {
  it('keeps links of the schemes a reader may follow, and no others', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:desk@example.com')).toBe('mailto:desk@example.com');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
  });

  it('keeps a colour of a span or a mark, and nothing else of its style', () => {
    expect(colorStyleOf('span', 'color: #fa5252; position: fixed')).toEqual({ color: '#fa5252' });
    expect(colorStyleOf('mark', 'background-color: rgb(255, 240, 0); color: red')).toEqual({
      backgroundColor: 'rgb(255, 240, 0)',
      color: 'red',
    });
    expect(colorStyleOf('span', 'background-color: red')).toEqual({});
    expect(colorStyleOf('span', 'color: url(https://example.com/x)')).toEqual({});
    expect(colorStyleOf('span', 'color: expression(alert(1))')).toEqual({});
  });
});
