import type { SourceFile } from './check';
import { readImports } from './imports';
import { resolveImport } from './resolve';

/**
 * The import circles among the given files: each a list of files that all reach one another through imports
 * (type-only imports count: they tie the files' designs together as much as values do), sorted, the circles
 * in path order. A file importing itself is a circle of one.
 */
export function findCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = readImports(file.path, file.source)
      .map(({ specifier }) => resolveImport(file.path, specifier, known))
      .filter((target): target is string => target !== undefined && known.has(target));
    edges.set(file.path, [...new Set(targets)]);
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1 || edges.get(group[0]!)?.includes(group[0]!))
    .map((group) => group.sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Tarjan's strongly connected components, iterative so a deep import chain cannot overflow the stack. */
function stronglyConnected(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group);
      }
    }
  }
  return groups;
}
