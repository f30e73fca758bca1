import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import between two source files of apps/api/src, both as paths relative to src ('modules/races/service.ts'). */
export interface SourceImport {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: './x', './x.ts', './x.js' or './x/index.ts'. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')];
  return candidates.find((candidate) => candidate.endsWith('.ts') && fs.existsSync(candidate));
}

/**
 * Every import of one source file by another under srcDir: static imports, re-exports and dynamic `import()`,
 * read by TypeScript's own pre-processor. Package imports are left out.
 */
export function readSourceImports(srcDir: string): SourceImport[] {
  return sourceFiles(srcDir).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    return importedFiles
      .filter((imported) => imported.fileName.startsWith('.'))
      .map((imported) => {
        const target = resolveRelative(file, imported.fileName);
        if (!target) throw new Error(`${path.relative(srcDir, file)}: cannot resolve '${imported.fileName}'`);
        const relative = (to: string) => path.relative(srcDir, to).split(path.sep).join('/');
        return { from: relative(file), to: relative(target) };
      });
  });
}

/**
 * The folder a file belongs to in the layer graph: 'modules/<area>' for a module, 'db/seed' for the demo seed (it
 * uses the database like any caller), the top-level folder ('lib', 'db', 'plugins', 'cli') otherwise, and the
 * file's own name for the files at the top ('config', 'app').
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  if (parts[0] === 'db' && parts[1] === 'seed') return 'db/seed';
  if (parts.length === 1) return parts[0]!.replace(/\.ts$/, '');
  return parts[0]!;
}

/** Groups of folders that import each other in a circle (strongly connected components of two or more). */
export function folderCycles(imports: SourceImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    if (!edges.has(b)) edges.set(b, new Set());
    edges.get(a)!.add(b);
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}
