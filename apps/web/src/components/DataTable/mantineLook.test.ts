import { MantineProvider } from '@mantine/core';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { lookSamples } from './mantineLook.samples.tsx';

/**
 * Markup as the app's theme draws it, ids made alike and each element's attributes in one order
 * (the order they are written in says nothing to a browser). React Router's Link adds
 * data-discover, which a Mantine anchor has not.
 */
function markup(node: ReactNode) {
  const html = renderToStaticMarkup(
    h(MantineProvider, { theme, cssVariablesResolver, withCssVariables: false }, h(MemoryRouter, null, node)),
  );
  return html
    .replace(/ id="[^"]*"/g, ' id="ID"')
    .replace(' data-discover="true"', '')
    .replace(
      /<([a-z]+)((?: [^\s=>/]+(?:="[^"]*")?)*)(\/?)>/g,
      (_, tag: string, attributes: string, end: string) => {
        const sorted = (attributes.match(/ [^\s=>/]+(?:="[^"]*")?/g) ?? []).sort().join('');
        return `<${tag}${sorted}${end}>`;
      },
    );
}

describe('plain elements dressed as Mantine components', () => {
  it.each(lookSamples)('$name is drawn as Mantine draws it', ({ plain, mantine }) => {
    expect(markup(plain)).toBe(markup(mantine));
  });
});
