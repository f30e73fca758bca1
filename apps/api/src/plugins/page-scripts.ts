import fs from 'node:fs';
import path from 'node:path';

/** Vite's build manifest (dist/.vite/manifest.json): per source module, its chunk and the chunks it imports. */
const MANIFEST_FILE = '.vite/manifest.json';
/** The router's pages and the source modules each loads lazily (apps/web/build/page-modules.ts). */
const PAGE_MODULES_FILE = '.vite/page-modules.json';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PageModules {
  path: string;
  modules: string[];
}

/** A page the router knows: its pattern and the scripts its first render needs beyond the entry's. */
interface PageScripts {
  pattern: string;
  /** Absolute URLs ('/assets/…js'), the page's own code first. */
  scripts: string[];
}

/** Finds the page a path shows (as the router would) and the scripts it needs; undefined for a path no page has. */
export type PageScriptsOf = (pathname: string) => PageScripts | undefined;

const NONE: PageScriptsOf = () => undefined;

/**
 * Reads the build's manifest and page table once (at start) and answers, for a path, the JavaScript files its page
 * needs at first render: the lazily loaded layout and page, and their static imports, recursively, without the
 * entry's (index.html loads those already). Written into the page's HTML as modulepreload links (decision 040). A
 * build without the two files (an older one, a test's) gives none.
 */
export function readPageScripts(webRoot: string): PageScriptsOf {
  const manifestFile = path.join(webRoot, MANIFEST_FILE);
  const pagesFile = path.join(webRoot, PAGE_MODULES_FILE);
  if (!fs.existsSync(manifestFile) || !fs.existsSync(pagesFile)) return NONE;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as PageModules[];

  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectImports(manifest, key, entryKeys);
  }
  const matchers = pages
    .map((page) => ({
      ...compilePattern(page.path),
      scripts: scriptsOf(manifest, page.modules, entryKeys),
    }))
    // The router prefers the most specific pattern ('/contest/create' before '/contest/:slug').
    .sort((a, b) => b.score - a.score);

  return (pathname) => {
    const segments = segmentsOf(pathname);
    const found = matchers.find((matcher) => matcher.matches(segments));
    return found && { pattern: found.pattern, scripts: found.scripts };
  };
}

/** `key` and every chunk it imports statically, recursively (manifest keys). */
function collectImports(manifest: Manifest, key: string, found: Set<string>) {
  if (found.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`page scripts: ${key} is not in the build's manifest`);
  found.add(key);
  for (const imported of chunk.imports ?? []) collectImports(manifest, imported, found);
}

function scriptsOf(manifest: Manifest, modules: string[], entryKeys: ReadonlySet<string>): string[] {
  const keys = new Set<string>();
  for (const module of modules) collectImports(manifest, module, keys);
  return [...keys]
    .filter((key) => !entryKeys.has(key))
    .map((key) => `/${(manifest[key] as ManifestChunk).file}`)
    .filter((file) => file.endsWith('.js'));
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * A router pattern ('/contest/:slug', '/email/unsubscribe/:email?/:type?') as React Router matches it: whole
 * segments, static ones without regard to case, `:name` any one segment, `:name?` one or none, a trailing slash
 * ignored. Its score ranks the more specific first, as the router's does (a static segment 10, a parameter 3).
 */
function compilePattern(pattern: string) {
  const parts = segmentsOf(pattern).map((segment) => ({
    parameter: segment.startsWith(':'),
    optional: segment.endsWith('?'),
    text: segment.toLowerCase(),
  }));
  const required = parts.filter((part) => !part.optional).length;
  const score = parts.reduce((sum, part) => sum + (part.parameter ? (part.optional ? 2 : 3) : 10), 0);
  const matches = (segments: string[]) => {
    if (segments.length < required || segments.length > parts.length) return false;
    return segments.every((segment, index) => {
      const part = parts[index] as (typeof parts)[number];
      return part.parameter || part.text === segment.toLowerCase();
    });
  };
  return { pattern, score, matches };
}
