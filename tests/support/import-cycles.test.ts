import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sourceRoot = join(root, 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module of src/ with the modules of src/ it imports: static, dynamic, type-only and re-exports alike. */
function importGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(sourceRoot)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      const target = resolved.resolvedFileName;
      return target.startsWith(sourceRoot) && !target.endsWith('.d.ts') ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected groups of two or more modules, or one that imports itself (Tarjan's algorithm). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    if (members.length > 1 || graph.get(file)?.includes(file)) circles.push(members.map((path) => relative(root, path)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('imports in src/', () => {
  const graph = importGraph();

  it('reads the imports of every module, aliases included', () => {
    const gates = graph.get(join(sourceRoot, 'client/app/gates.tsx'));
    expect(gates).toContain(join(sourceRoot, 'client/app/screens.ts'));
    expect(gates).toContain(join(sourceRoot, 'client/app/signed-in-app.tsx'));
    const aliased = [...graph.values()].flat().filter((target) => target.startsWith(join(sourceRoot, 'domain')));
    expect(aliased.length).toBeGreaterThan(100);
  });

  it('form no circle, so every module can be read, loaded and split off on its own', () => {
    expect(importCircles(graph)).toEqual([]);
  });
});
