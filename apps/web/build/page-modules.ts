import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';
import { readPageRoutes } from './page-routes';

/** Where the build writes the table, beside Vite's manifest (dist/.vite/manifest.json). */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';
const ROUTER_FILE = 'src/app/router.tsx';

/** One page of the router and the source files of the code it loads lazily, as the manifest names them. */
export interface PageModules {
  path: string;
  modules: string[];
}

const pathOf = (name: string) =>
  Object.hasOwn(paths, name) ? paths[name as keyof typeof paths].path : undefined;

/**
 * Writes dist/.vite/page-modules.json: each page the router knows (its pattern) and the source files of the code it
 * loads lazily before its first render (layout, then page), keys of Vite's manifest. The server joins the two to
 * write the page's `<link rel="modulepreload">` into its HTML (apps/api/src/plugins/page-scripts.ts, decision 040).
 */
export function pageModules(): Plugin {
  let root = '';
  return {
    name: 'cj-page-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      if (!config.build.manifest) throw new Error('page-modules: needs build.manifest (the server reads it)');
    },
    async generateBundle(_options, bundle) {
      const routerFile = path.join(root, ROUTER_FILE);
      const routes = readPageRoutes(fs.readFileSync(routerFile, 'utf8'), pathOf);
      const chunkModules = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.facadeModuleId ? [output.facadeModuleId] : [],
        ),
      );
      const table: PageModules[] = [];
      for (const route of routes) {
        const modules: string[] = [];
        for (const specifier of route.specifiers) {
          const resolved = await this.resolve(specifier, routerFile);
          if (!resolved || !chunkModules.has(resolved.id))
            throw new Error(`page-modules: ${specifier} (${route.path}) is no chunk of the build`);
          modules.push(path.relative(root, resolved.id).split(path.sep).join('/'));
        }
        table.push({ path: route.path, modules });
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MODULES_FILE,
        source: `${JSON.stringify(table, null, 1)}\n`,
      });
    },
  };
}
