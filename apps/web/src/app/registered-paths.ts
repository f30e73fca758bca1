import { paths } from '@/config/paths';

/** Every path the site has a page for (app/routes.ts registers each of them): the menus link only to these. */
export const registeredPaths: ReadonlySet<string> = new Set(Object.values(paths).map((entry) => entry.path));
