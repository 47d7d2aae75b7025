// `cycles/no-cycle`: import-x/no-cycle (4.18.1) skips type-only imports, with no option to count
// them, so a cycle made of `import type` goes unseen. This rule counts every import the compiler
// sees (type-only, re-exports and dynamic ones too): a module never reaches itself through them.
// Modules are resolved as import-x resolves them (its `import-x/resolver-next` settings); only
// the tree's own sources count (nothing under node_modules, no declaration file).
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Each source's own imports, resolved: path -> the specifier it was imported by. */
const graph = new Map();

function resolveOwn(specifier, from, resolvers) {
  for (const resolver of resolvers) {
    const r = resolver.resolve(specifier, from);
    if (!r.found) continue;
    const own = r.path && !r.path.includes('/node_modules/') && /\.tsx?$/.test(r.path) && !r.path.endsWith('.d.ts');
    return own ? r.path : null;
  }
  return null;
}

function importsOf(file, resolvers) {
  let found = graph.get(file);
  if (found) return found;
  found = new Map();
  graph.set(file, found);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const path = resolveOwn(fileName, file, resolvers);
    if (path && !found.has(path)) found.set(path, fileName);
  }
  return found;
}

/** The specifiers of a path from `start` back to `file`, breadth first; null if there is none. */
function routeBack(start, file, resolvers) {
  const cameBy = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const [next, specifier] of importsOf(at, resolvers)) {
      if (cameBy.has(next)) continue;
      cameBy.set(next, { from: at, specifier });
      if (next === file) {
        const route = [];
        for (let step = cameBy.get(file); step; step = cameBy.get(step.from)) route.unshift(step.specifier);
        return route;
      }
      queue.push(next);
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a module from reaching itself through its imports, type-only ones counted.' },
    schema: [],
    messages: { cycle: 'Dependency cycle (type-only imports counted) via {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const resolvers = context.settings['import-x/resolver-next'] ?? [];
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveOwn(specifier, file, resolvers);
      if (!target || target === file) return;
      const route = routeBack(target, file, resolvers);
      if (route) context.report({ node, messageId: 'cycle', data: { route: [specifier, ...route].join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
