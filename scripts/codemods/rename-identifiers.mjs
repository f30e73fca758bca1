// Decision 024's renames, kept for the one commit that makes them (issue 11):
//   node scripts/codemods/rename-identifiers.mjs . scripts/codemods/decision-024-names.json \
//     scripts/codemods/decision-024-files.json
// then: files moved together in one folder import each other through the old folder (fix '../wagers/' in
// modules/plays to './'), `@cj/shared/wagers` specifiers become `@cj/shared/plays` (sed), and tsc -b must pass.
// It lists every file where a new name was already in use (CLASH) for a careful look: a rename there may shadow.
// Tried on a copy of 2026-11-23 09:15: 594 edits in 99 files, 24 files moved, tsc clean after the two fixes.
// Afterwards, vocabulary.test.ts.txt becomes a test of packages/import-graph (with a readExportedNames reader).
// Renames exported identifiers across the monorepo with TypeScript's language service, then moves files.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(process.argv[2]);
const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');
const map = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const fileMap = process.argv[4] ? JSON.parse(fs.readFileSync(process.argv[4], 'utf8')) : {};
const dirs = [
  'packages/shared/src',
  'packages/import-graph/src',
  'apps/api/src',
  'apps/api/test',
  'apps/api/bench',
  'apps/web/src',
  'apps/web/build',
  'e2e',
];
function walk(d, out) {
  if (!fs.existsSync(d)) return out;
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const f = path.join(d, e.name);
    if (e.isDirectory()) {
      if (!['node_modules', 'dist', 'test-results', 'playwright-report'].includes(e.name)) walk(f, out);
    } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(f);
  }
  return out;
}
function makeService() {
  const files = dirs.flatMap((d) => walk(path.join(root, d), []));
  const versions = new Map(files.map((f) => [f, 0]));
  const options = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    esModuleInterop: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    baseUrl: root,
    paths: { '@/*': ['apps/web/src/*'] },
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules/@types')],
  };
  const host = {
    getScriptFileNames: () => files,
    getScriptVersion: (f) => String(versions.get(f) ?? 0),
    getScriptSnapshot: (f) =>
      fs.existsSync(f) ? ts.ScriptSnapshot.fromString(fs.readFileSync(f, 'utf8')) : undefined,
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    realpath: ts.sys.realpath,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  return { ls: ts.createLanguageService(host, ts.createDocumentRegistry()), files };
}
// 1. Find exported declarations of each mapped name.
let { ls, files } = makeService();
const edits = new Map(); // file -> [{start, length, text}]
const add = (file, start, length, text) => {
  const list = edits.get(file) ?? [];
  if (!list.some((e) => e.start === start)) list.push({ start, length, text });
  edits.set(file, list);
};
const declared = {};
for (const file of files) {
  const sf = ls.getProgram().getSourceFile(file);
  if (!sf) continue;
  const visit = (n) => {
    const exported = n.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported) {
      const names = ts.isVariableStatement(n)
        ? n.declarationList.declarations.map((d) => d.name)
        : n.name
          ? [n.name]
          : [];
      for (const id of names) {
        if (!ts.isIdentifier(id) || !map[id.text]) continue;
        declared[id.text] ??= [];
        declared[id.text].push({ file, pos: id.getStart(sf) });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
for (const [oldName, newName] of Object.entries(map)) {
  const decls = declared[oldName] ?? [];
  if (decls.length === 0) console.log(`not declared: ${oldName}`);
  for (const { file, pos } of decls) {
    const locations =
      ls.findRenameLocations(file, pos, false, false, { providePrefixAndSuffixTextForRename: true }) ?? [];
    for (const loc of locations) {
      const sf = ls.getProgram().getSourceFile(loc.fileName);
      const token = ts.getTokenAtPosition ? ts.getTokenAtPosition(sf, loc.textSpan.start) : null;
      const inSpecifier = token && (ts.isImportSpecifier(token.parent) || ts.isExportSpecifier(token.parent));
      const text = inSpecifier ? newName : `${loc.prefixText ?? ''}${newName}${loc.suffixText ?? ''}`;
      if (!inSpecifier && (loc.prefixText || loc.suffixText))
        console.log(`kept a key: ${path.relative(root, loc.fileName)} ${text}`);
      add(loc.fileName, loc.textSpan.start, loc.textSpan.length, text);
    }
  }
}
// A new name already used in a file it lands in may shadow or be shadowed: list those for a careful look.
for (const [file, list] of edits) {
  const sf = ls.getProgram().getSourceFile(file);
  const existing = new Set();
  const collect = (n) => {
    if (ts.isIdentifier(n)) existing.add(n.text);
    ts.forEachChild(n, collect);
  };
  collect(sf);
  const clashes = [...new Set(list.map((e) => e.text))].filter((name) => existing.has(name));
  if (clashes.length) console.log(`CLASH ${path.relative(root, file)}: ${clashes.join(', ')}`);
}
for (const [file, list] of edits) {
  let text = fs.readFileSync(file, 'utf8');
  for (const e of list.sort((a, b) => b.start - a.start))
    text = text.slice(0, e.start) + e.text + text.slice(e.start + e.length);
  fs.writeFileSync(file, text);
}
console.log(
  `identifiers: ${Object.keys(map).length} names, ${[...edits.values()].reduce((n, l) => n + l.length, 0)} edits in ${edits.size} files`,
);
// 2. File moves, imports updated by the language service.
if (Object.keys(fileMap).length) {
  ({ ls, files } = makeService());
  const fileEdits = new Map();
  for (const [from, to] of Object.entries(fileMap)) {
    for (const change of ls.getEditsForFileRename(path.join(root, from), path.join(root, to), {}, {})) {
      const list = fileEdits.get(change.fileName) ?? [];
      for (const tc of change.textChanges)
        if (!list.some((e) => e.start === tc.span.start))
          list.push({ start: tc.span.start, length: tc.span.length, text: tc.newText });
      fileEdits.set(change.fileName, list);
    }
  }
  for (const [file, list] of fileEdits) {
    let text = fs.readFileSync(file, 'utf8');
    for (const e of list.sort((a, b) => b.start - a.start))
      text = text.slice(0, e.start) + e.text + text.slice(e.start + e.length);
    fs.writeFileSync(file, text);
  }
  for (const [from, to] of Object.entries(fileMap)) {
    fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    execFileSync('git', ['mv', from, to], { cwd: root });
  }
  console.log(`files: ${Object.keys(fileMap).length} moved, imports changed in ${fileEdits.size} files`);
}
