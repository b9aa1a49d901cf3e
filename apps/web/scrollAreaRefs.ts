import type { Plugin } from 'vite';

const mergeRefsId = '\0masthead-scroll-area-merge-refs';
const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea takes one small hook, useMergeRefs, from @floating-ui/react, and Mantine's
 * Table (every list) brings ScrollArea along for its ScrollContainer. Through that one hook all of
 * floating-ui (15 KB compressed) rode in the lists' first chunk, though only menus and popovers
 * need it, and they load on first use. ScrollArea takes the same hook from @mantine/hooks instead.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'masthead-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@floating-ui/react' && importer && scrollArea.test(importer) ? mergeRefsId : null,
    load: (id) =>
      id === mergeRefsId
        ? "import { useMergedRef } from '@mantine/hooks';\nexport const useMergeRefs = (refs) => useMergedRef(...refs);"
        : null,
  };
}
