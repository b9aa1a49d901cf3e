import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which source files each file imports, read as text: every static `import … from`,
 * `import '…'` and `export … from` with a relative path, type-only ones included (two files
 * that name each other are a circle to the reader even when the types vanish at run time).
 * A dynamic `import('…')` loads later, on demand, so it does not count.
 */
const staticImport = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const sourceFile = /\.(?:ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return sourceFile.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
  return candidates.find((candidate) => sourceFile.test(candidate) && existsSync(candidate)) ?? null;
}

export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(path.resolve(dir))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(staticImport), ...text.matchAll(dynamicImport)]
      .map((match) => resolveImport(file, match[1] as string))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of a graph, one per group of files that reach each other (Tarjan's strongly
 * connected components), each written as a path that comes back to where it began.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(next) as number));
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(next) as number));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file);
    if (group.length > 1 || selfImport) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);

  return groups.map((group) => cycleWithin(graph, new Set(group)));
}

/** A shortest way from the group's first file back to itself, through the group only. */
function cycleWithin(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0] as string) as string);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
