import type { Plugin } from 'vite';

/** What main.tsx imports: every Mantine core style, in Mantine's cascade layer. */
const allStyles = '@mantine/core/styles.layer.css';
const baseStyles = ['baseline', 'default-css-variables', 'global'];
const baseStylesId = '\0masthead-mantine-base-styles.css';

/** A component's class names (`Button.module.mjs`), which its styles go with. */
const componentClasses = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([^\\/]+)\.module\.mjs$/;

/**
 * The built app ships each Mantine component's styles in the chunk that uses the component,
 * instead of all of them (30 KB compressed, most unused) in front of the first paint: main.tsx's
 * import of the whole sheet keeps only its base, and each component's class-name module brings
 * its own sheet, so a component's dependencies (Button's UnstyledButton) come with it, before it.
 * Mantine's `.layer.css` sheets sit in the `mantine` cascade layer, so the order in which chunks
 * arrive cannot let Mantine win over the app's own styles. Development loads the whole sheet.
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'masthead-mantine-styles-per-component',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === allStyles ? baseStylesId : null),
    load: (id) =>
      id === baseStylesId
        ? baseStyles.map((name) => `@import '@mantine/core/styles/${name}.layer.css';`).join('\n')
        : null,
    transform(code, id) {
      const name = componentClasses.exec(id)?.[1];
      return name ? `import '@mantine/core/styles/${name}.layer.css';\n${code}` : null;
    },
  };
}
