import * as tabler from '@tabler/icons-react';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type TableIconName, tableIconPaths } from './tableIcons.ts';

/** Tabler's component for an icon name: 'photo' is IconPhoto. */
const componentOf = (name: string) =>
  (tabler as unknown as Record<string, tabler.Icon>)[`Icon${name[0]?.toUpperCase()}${name.slice(1)}`];

/** The paths Tabler's component draws, in its order. */
function tablerPaths(name: string) {
  const icon = componentOf(name);
  if (!icon) throw new Error(`Tabler has no icon ${name}`);
  return [...renderToStaticMarkup(h(icon)).matchAll(/<path d="([^"]+)"><\/path>/g)].map((match) => match[1]);
}

describe('the table icons', () => {
  it.each(Object.keys(tableIconPaths) as TableIconName[])("%s is Tabler's paths joined into one", (name) => {
    const paths = tablerPaths(name);
    // A path that began with a relative move would start from where the one before it ended.
    expect(paths.every((d) => d?.startsWith('M'))).toBe(true);
    expect(tableIconPaths[name]).toBe(paths.join(' '));
  });
});
