import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

it("themeVariables.css holds the CSS variables Mantine computes from the app's theme", () => {
  const html = renderToStaticMarkup(h(MantineProvider, { theme, cssVariablesResolver }, null));
  const computed = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  const written = readFileSync(new URL('./themeVariables.css', import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  // Compared without white space, which a formatter may change.
  const bare = (css: string) => css.replace(/\s+/g, '');
  expect(bare(written)).toBe(bare(computed));
});
