// A local ESLint rule: no import cycle (docs/decisions/051). eslint-plugin-import-x is not
// installed; this rule does what its no-cycle does for this repository's imports: relative
// specifiers, resolved as TypeScript does (.ts, .tsx, index files); `import type` and
// `export type` are skipped (erased at build, they make no load-order cycle), as are dynamic
// import() calls (loaded later, they break a cycle rather than make one).
//
// Options: { maxDepth } bounds the search; { unit: '<regex with one group>' } makes a cycle
// between the units the group names (the web app's features) instead of between files.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File -> its value imports (resolved paths), read once per lint run. */
const importsCache = new Map();
/** Directory -> its .ts/.tsx files, for unit graphs. */
const unitGraphCache = new Map();

const candidates = (base) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  path.join(base, 'index.ts'),
  path.join(base, 'index.tsx'),
];

function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  return candidates(base).find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

function valueImportsOfText(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolve(file, specifier.text);
      if (target) found.push(target);
    }
  }
  return found;
}

function valueImports(file) {
  let found = importsCache.get(file);
  if (!found) {
    found = valueImportsOfText(file, fs.readFileSync(file, 'utf8'));
    importsCache.set(file, found);
  }
  return found;
}

/** The path of files from `start` back to `target`, or undefined (depth-first, `maxDepth` deep). */
function pathTo(start, target, maxDepth) {
  const seen = new Set();
  const walk = (file, depth) => {
    if (file === target) return [file];
    if (depth >= maxDepth || seen.has(file)) return undefined;
    seen.add(file);
    for (const next of valueImports(file)) {
      const rest = walk(next, depth + 1);
      if (rest) return [file, ...rest];
    }
    return undefined;
  };
  return walk(start, 0);
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** unit -> units it imports, over every file the unit pattern matches under `root`. */
function unitGraph(root, unit, unitOf) {
  const key = `${root}\0${unit}`;
  let graph = unitGraphCache.get(key);
  if (graph) return graph;
  graph = new Map();
  for (const file of filesUnder(root)) {
    const from = unitOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const target of valueImports(file)) {
      const to = unitOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  unitGraphCache.set(key, graph);
  return graph;
}

function unitPath(graph, start, target) {
  const seen = new Set();
  const walk = (unit) => {
    if (unit === target) return [unit];
    if (seen.has(unit)) return undefined;
    seen.add(unit);
    for (const next of graph.get(unit) ?? []) {
      const rest = walk(next);
      if (rest) return [unit, ...rest];
    }
    return undefined;
  };
  return walk(start);
}

const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import cycles between files, or between units (features).' },
    schema: [
      {
        type: 'object',
        properties: {
          maxDepth: { type: 'integer', minimum: 1 },
          unit: { type: 'string' },
          root: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle: {{path}}. Move the shared piece down so that imports go one way.',
    },
  },
  create(context) {
    const { maxDepth = Infinity, unit, root } = context.options[0] ?? {};
    const file = context.filename;
    const cwd = context.cwd;
    const show = (files) => files.map((f) => path.relative(cwd, f)).join(' -> ');
    const unitPattern = unit && new RegExp(unit);
    const unitOf = unitPattern && ((f) => unitPattern.exec(f.split(path.sep).join('/'))?.[1]);

    function check(node) {
      if (isTypeOnly(node) || typeof node.source?.value !== 'string') return;
      const target = resolve(file, node.source.value);
      if (!target) return;
      if (unitOf) {
        const from = unitOf(file);
        const to = unitOf(target);
        if (!from || !to || from === to) return;
        const cycle = unitPath(unitGraph(path.resolve(cwd, root ?? '.'), unit, unitOf), to, from);
        if (cycle)
          context.report({
            node,
            messageId: 'cycle',
            data: { path: [from, ...cycle].join(' -> ') },
          });
        return;
      }
      const cycle = pathTo(target, file, maxDepth);
      if (cycle)
        context.report({ node, messageId: 'cycle', data: { path: show([file, ...cycle]) } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
