import { readFileSync } from 'node:fs';
import * as tabler from '@tabler/icons-react';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { tableIconNames } from './tableIcons.ts';

/** Tabler's component for an icon name: 'photo' is IconPhoto. */
const componentOf = (name: string) =>
  (tabler as unknown as Record<string, tabler.Icon>)[`Icon${name[0]?.toUpperCase()}${name.slice(1)}`];

/** The icon as Tabler's component draws it (24 units, stroke 2, round ends), escaped for a CSS url(). */
function maskUrl(name: string) {
  const icon = componentOf(name);
  if (!icon) throw new Error(`Tabler has no icon ${name}`);
  const drawn = renderToStaticMarkup(h(icon));
  const shapes = [...drawn.matchAll(/<path d="([^"]+)"><\/path>/g)].map((match) => `<path d='${match[1]}'/>`);
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes.join('')}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}")`;
}

it("tableIcons.module.css draws each table icon with the paths of Tabler's own", () => {
  const written = readFileSync(new URL('./tableIcons.module.css', import.meta.url), 'utf8');
  for (const name of tableIconNames) {
    const rule = new RegExp(`\\.${name} \\{\\s*mask-image: ([^;]+);`).exec(written);
    expect(rule?.[1], `.${name}, expected: mask-image: ${maskUrl(name)};`).toBe(maskUrl(name));
  }
});
