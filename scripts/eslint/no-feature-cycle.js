// A local ESLint rule: no import cycle between the web app's features (docs/decisions/051).
// import-x/no-cycle finds cycles between files; a cycle between two features' folders
// (offers -> wishlist -> offers through different files) is none of those, so this rule builds
// the graph of features once per lint run from every file's value imports (relative
// specifiers, resolved as TypeScript does; `import type`, `export type` and dynamic import(),
// which make no load-order cycle, are skipped).
//
// Options: { unit: '<regex with one group>' } names a file's feature; { root } is where they are.
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
    docs: { description: "Forbids import cycles between units (the web app's features)." },
    schema: [
      {
        type: 'object',
        properties: {
          unit: { type: 'string' },
          root: { type: 'string' },
        },
        required: ['unit'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle: {{path}}. Move the shared piece down so that imports go one way.',
    },
  },
  create(context) {
    const { unit, root } = context.options[0];
    const file = context.filename;
    const cwd = context.cwd;
    const unitPattern = new RegExp(unit);
    const unitOf = (f) => unitPattern.exec(f.split(path.sep).join('/'))?.[1];

    function check(node) {
      if (isTypeOnly(node) || typeof node.source?.value !== 'string') return;
      const target = resolve(file, node.source.value);
      if (!target) return;
      const from = unitOf(file);
      const to = unitOf(target);
      if (!from || !to || from === to) return;
      const cycle = unitPath(unitGraph(path.resolve(cwd, root ?? '.'), unit, unitOf), to, from);
      if (cycle) {
        context.report({
          node,
          messageId: 'cycle',
          data: { path: [from, ...cycle].join(' -> ') },
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
