import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { calls, contentTypes, entities, openApiDocument } from '@masthead/contract';
import { describe, expect, it } from 'vitest';

/**
 * The web app cannot call what the API document does not describe. Its types cannot drift:
 * `call`, `useCall`, `useMutationCall` and `callMultipart` (apps/web/src/api) take a path of
 * the contract's table and are typed by z.input/z.output of that call's own schemas, the very
 * schemas the document is generated from. What the compiler cannot see is a path written as
 * text (a `fetch('/api/…')`, a path cast to CallPath): this test reads the web app's source
 * for every call path it names and checks each against the table and the document.
 */

const webSource = resolve(import.meta.dirname, '../apps/web/src');
const document = openApiDocument({ serverUrl: '/' }) as unknown as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
};

const sourceFiles = (readdirSync(webSource, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(webSource, file), 'utf8') }));

/** A string literal naming a call (`tag-service/get-tags`) or a URL under /api/. */
const callLiteral = /['"`](?:\/api\/([^'"`$\s]+)|([a-z][a-z0-9-]*-service\/[a-z0-9-]+))['"`]/g;

/** The one URL under /api/ that is not a call: the document itself (a GET), linked to by the API page. */
const documentItself = 'openapi.json';

/** Every call path named in the web app's source, with the files naming it. */
function literalCallPaths() {
  const found = new Map<string, string[]>();
  for (const { file, text } of sourceFiles) {
    for (const match of text.matchAll(callLiteral)) {
      const path = (match[1] ?? match[2]) as string;
      if (path === documentItself) continue;
      found.set(path, [...(found.get(path) ?? []), file]);
    }
  }
  return found;
}

/**
 * The generic entity and content screens call what each definition names (`definition.calls`),
 * content saves as multipart through api/transport.ts.
 */
const definitionPaths = [...entities, ...contentTypes].flatMap((definition) =>
  Object.values(definition.calls as Record<string, string | undefined>).filter(
    (path): path is string => typeof path === 'string',
  ),
);
const multipartSaves = contentTypes.flatMap((definition) => [
  definition.calls.create,
  definition.calls.update,
]);

describe('the calls the web app makes', () => {
  const literal = literalCallPaths();

  it('are found in its source: the literal ones, and those of the generic screens', () => {
    // A reader that found nothing would pass everything below.
    expect(literal.size).toBeGreaterThan(40);
    const generic = sourceFiles.filter(({ text }) => /\bcalls\.(list|get|create|update|delete)\b/.test(text));
    expect(generic.map(({ file }) => file).join(' ')).toMatch(/entities\//);
    expect(sourceFiles.some(({ text }) => /callMultipart\(/.test(text))).toBe(true);
  });

  it('are each a call of the contract’s table', () => {
    const unknown = [...literal.keys(), ...definitionPaths].filter((path) => !(path in calls));
    expect(unknown.map((path) => `${path} (${literal.get(path)?.join(', ') ?? 'a definition'})`)).toEqual([]);
  });

  it('are each a POST of the API document, content saves as multipart/form-data', () => {
    for (const path of new Set([...literal.keys(), ...definitionPaths])) {
      const operations = document.paths[`/api/${path}`];
      expect(operations, `/api/${path} is not in the document`).toBeDefined();
      expect(Object.keys(operations ?? {}), path).toEqual(['post']);
    }
    for (const path of multipartSaves) {
      expect(Object.keys(document.paths[`/api/${path}`]?.post?.requestBody?.content ?? {}), path).toEqual([
        'multipart/form-data',
      ]);
    }
  });
});
