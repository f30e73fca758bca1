import type { Plugin } from 'vite';

/** The two routes whose shared code becomes one file. */
const CONTEST_ROUTES = [
  /\/src\/features\/contest\/routes\/contest\.tsx$/,
  /\/src\/features\/contest\/routes\/contest-leaderboard\.tsx$/,
];
/** What every page runs (the entry's static imports) and what the home page may load, its lazy parts too. */
const ENTRY = /\/src\/main\.tsx$/;
const HOME_ROUTE = /\/src\/features\/home\/routes\/home\.tsx$/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** Every module `root` imports, itself included: statically only, or lazily imported modules too. */
function closure(graph: ModuleGraph, root: string, lazyToo = false): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The members of `own` that a module outside `closed` imports too (the admin area, a player's record…), with their
 * dependencies among `own`: what the bundler would otherwise cut into a small file of its own each.
 */
function sharedBeyond(graph: ModuleGraph, own: string[], closed: Set<string>): Set<string> {
  const ownSet = new Set(own);
  const shared = own.filter((id) => {
    const info = graph.getModuleInfo(id);
    return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((by) => !closed.has(by));
  });
  return new Set(shared.flatMap((id) => [...closure(graph, id)].filter((dep) => ownSet.has(dep))));
}

function findRoot(ids: string[], pattern: RegExp): string {
  const root = ids.find((id) => pattern.test(id.replaceAll('\\', '/')));
  if (!root) throw new Error(`contest-pages-group: no module matches ${pattern}`);
  return root;
}

/**
 * Three files for the public pages' shared code, instead of the two dozen small chunks the bundler makes of it when
 * left to itself (each module that other routes, the admin area, a player's record, the play form, share too gets
 * a chunk of its own, with its own imports and exports: 1 to 2 KB Brotli of the contest page's first load):
 * - `public-shared`: what the home page loads (its lazy parts too) that the contest or leaderboard page uses;
 * - `contest-pages`: what the contest and leaderboard pages both use and neither the entry nor the home page loads;
 * - `contest-page`: what only the contest page of the three uses but other routes import too (messages, the races'
 *   and plays' queries, a runner's label: five files of 1 to 2 KB, each a request on the first load's slow
 *   connection, decision 045); what only the contest page uses stays in its own file.
 * A module is captured with its dependencies (the bundler's default), and each set holds its members' dependencies
 * unless the entry's groups or `public-shared` have them, so the home page loads nothing of `contest-pages`. A route
 * that uses one of these modules without being one of these pages loads the whole file instead (a few KB).
 *
 * `plugin` works the sets out from the module graph once it is built; `groups` are the codeSplitting groups that
 * use them (vite.config.ts), after the entry's.
 */
export function publicPageGroups() {
  let publicShared = new Set<string>();
  let contestPages = new Set<string>();
  let contestPage = new Set<string>();
  const plugin: Plugin = {
    name: 'cj-public-page-groups',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const [contest = new Set<string>(), leaderboard = new Set<string>()] = CONTEST_ROUTES.map((pattern) =>
        closure(graph, findRoot(ids, pattern)),
      );
      const entry = closure(graph, findRoot(ids, ENTRY));
      const home = closure(graph, findRoot(ids, HOME_ROUTE), true);
      publicShared = new Set(
        [...home].filter((id) => !entry.has(id) && (contest.has(id) || leaderboard.has(id))),
      );
      contestPages = new Set(
        [...contest].filter((id) => leaderboard.has(id) && !entry.has(id) && !home.has(id)),
      );
      const contestRoute = findRoot(ids, CONTEST_ROUTES[0] as RegExp);
      contestPage = sharedBeyond(
        graph,
        [...contest].filter(
          (id) => id !== contestRoute && !leaderboard.has(id) && !entry.has(id) && !home.has(id),
        ),
        contest,
      );
    },
  };
  const groups = [
    { name: 'public-shared', test: (id: string) => publicShared.has(id) },
    { name: 'contest-pages', test: (id: string) => contestPages.has(id) },
    { name: 'contest-page', test: (id: string) => contestPage.has(id) },
  ];
  return { plugin, groups };
}
