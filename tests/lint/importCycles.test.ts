import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No two modules of src/ may import each other, directly or round a longer loop. A type-only import
 * counts too: it is erased from the bundle, but a loop still means neither module can be read, moved or
 * tested without the other. Dynamic import() is not counted: it loads on use, and is how code is split.
 */

const SRC = resolve(process.cwd(), 'src');
const CODE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return CODE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file under root an import names (the @/ alias or a relative path), or undefined for a package. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier;
  let base: string;
  if (bare.startsWith('@/')) base = join(root, bare.slice(2));
  else if (bare.startsWith('.')) base = resolve(dirname(from), bare);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (CODE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** What each file imports statically (`import`, `import type`, `export … from`), as files under root (src/). */
function importGraph(files: string[], root = SRC): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const targets = new Set<string>();
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const target = specifier === undefined ? undefined : resolveImport(root, file, specifier);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The tangles of the graph: sets of files each reachable from every other (Tarjan's strongly connected components). */
function importTangles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** One loop through each tangle. */
function importCycles(graph: Map<string, string[]>): string[][] {
  return importTangles(graph).map((members) => loopThrough(graph, new Set(members)));
}

/** A shortest path from the component's first file (sorted) back to itself, inside the component. */
function loopThrough(graph: Map<string, string[]>, members: Set<string>): string[] {
  const start = [...members].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) {
          path.splice(1, 0, at);
        }
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

const shown = (file: string) => relative(process.cwd(), file);

describe('import cycles in src/', () => {
  it('finds a loop of any length, and a file importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
    expect(importCycles(new Map([['a', ['b']]]))).toEqual([]);
  });

  it('reads type imports, re-exports and the @/ alias, not dynamic import()', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      const files = {
        'x/a.ts': "import type { C } from '@/x/b';\nexport type A = C;\n",
        'x/b.ts': "export type { C } from './c';\n",
        'x/c.ts':
          "import type { A } from './a';\nexport type C = A | 1;\nexport const d = () => import('./d');\n",
        'x/d.tsx': "import { d } from './c';\nexport const e = d;\n",
      };
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, name)), { recursive: true });
        writeFileSync(join(root, name), text);
      }
      const graph = importGraph(
        Object.keys(files).map((name) => join(root, name)),
        root,
      );
      const cycles = importCycles(graph).map((cycle) => cycle.map((file) => relative(root, file)));
      expect(cycles).toEqual([['x/a.ts', 'x/b.ts', 'x/c.ts', 'x/a.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('has none', () => {
    const graph = importGraph(sourceFiles(SRC));
    // One loop per tangle, then every file caught in it (a tangle may hold several loops).
    const tangles = importTangles(graph).map(
      (members) =>
        `${loopThrough(graph, new Set(members)).map(shown).join(' → ')}; all ${members.length} files: ${members.map(shown).join(', ')}`,
    );
    expect(tangles).toEqual([]);
  });
});
