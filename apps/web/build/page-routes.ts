import ts from 'typescript';

/** A page the router knows and the code it loads lazily before its first render, outermost layout first. */
export interface PageRoute {
  /** The router's pattern, as config/paths.ts writes it ('/contest/:slug'). */
  path: string;
  /** The import specifiers of its lazily loaded code, as router.tsx writes them ('@/features/…'). */
  specifiers: string[];
}

/**
 * Reads the pages of app/router.tsx and the code each loads lazily, from its source (the build cannot run the
 * router: it is React). The router writes its pages in three forms, all read here:
 * - `lazyPage(paths.name.path, () => import('…')…)`, an entry of a list of pages;
 * - `{ index: true, ...lazyRoute(Page, …) }` with `const Page = lazyComponent(() => import('…')…)`: the page at '/';
 * - a function that wraps a list of pages in a lazily loaded layout (`lazyRoute(Layout, …)` in its body), called
 *   with that list (`adminArea(adminPages, …)`): each of those pages loads the layout's code first.
 * `pathOf` answers the pattern of `paths.name`. A form it cannot read fails the build (apps/web/build's test checks
 * every page the router registers is read).
 */
export function readPageRoutes(source: string, pathOf: (name: string) => string | undefined): PageRoute[] {
  const file = ts.createSourceFile('router.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // What the source says, read in one pass and put together after it (a name may be used before its declaration).
  const lazyComponents = new Map<string, string>();
  const pages: { list: string; path: string; specifier?: string; component?: string; text: string }[] = [];
  const layoutOfFunction = new Map<string, string>();
  const callsWithList: { callee: string; list: string }[] = [];

  const visit = (node: ts.Node, list: string | undefined, fn: string | undefined) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const specifier = lazyComponentSpecifier(node.initializer);
      if (specifier) lazyComponents.set(node.name.text, specifier);
      if (ts.isArrayLiteralExpression(node.initializer)) list = node.name.text;
    }
    if (ts.isFunctionDeclaration(node) && node.name) fn = node.name.text;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const [first, second] = node.arguments;
      if (callee === 'lazyPage' && list) {
        const path = first && pathOfArgument(first, pathOf);
        const specifier = second && importSpecifier(second);
        if (!path || !specifier) throw new Error(`page-routes: cannot read ${node.getText(file)}`);
        pages.push({ list, path, specifier, text: node.getText(file) });
      } else if (callee === 'lazyRoute' && first && ts.isIdentifier(first) && fn && !list) {
        layoutOfFunction.set(fn, first.text);
      } else if (first && ts.isIdentifier(first)) {
        callsWithList.push({ callee, list: first.text });
      }
    }
    if (ts.isObjectLiteralExpression(node) && list && isIndexRoute(node)) {
      const component = indexRouteComponent(node);
      if (!component) throw new Error(`page-routes: cannot read the index route ${node.getText(file)}`);
      pages.push({ list, path: '/', component, text: node.getText(file) });
    }
    ts.forEachChild(node, (child) => visit(child, list, fn));
  };
  visit(file, undefined, undefined);

  const layoutsOfList = new Map<string, string[]>();
  for (const { callee, list } of callsWithList) {
    const layout = layoutOfFunction.get(callee);
    const specifier = layout && lazyComponents.get(layout);
    if (specifier) layoutsOfList.set(list, [...(layoutsOfList.get(list) ?? []), specifier]);
  }
  return pages.map(({ list, path, specifier, component, text }) => {
    const own = specifier ?? (component && lazyComponents.get(component));
    if (!own) throw new Error(`page-routes: no lazily loaded component in ${text}`);
    return { path, specifiers: [...(layoutsOfList.get(list) ?? []), own] };
  });
}

/** `paths.name.path` → the pattern of `paths.name`. */
function pathOfArgument(node: ts.Expression, pathOf: (name: string) => string | undefined) {
  if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'path') return undefined;
  const named = node.expression;
  if (!ts.isPropertyAccessExpression(named) || !ts.isIdentifier(named.expression)) return undefined;
  if (named.expression.text !== 'paths') return undefined;
  return pathOf(named.name.text);
}

/** The specifier of the first `import('…')` inside `node`. */
function importSpecifier(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  )
    return node.arguments[0].text;
  return ts.forEachChild(node, importSpecifier);
}

function lazyComponentSpecifier(node: ts.Expression): string | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  if (node.expression.text !== 'lazyComponent' || !node.arguments[0]) return undefined;
  return importSpecifier(node.arguments[0]);
}

function isIndexRoute(node: ts.ObjectLiteralExpression): boolean {
  return node.properties.some(
    (property) =>
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'index' &&
      property.initializer.kind === ts.SyntaxKind.TrueKeyword,
  );
}

/** `{ index: true, ...lazyRoute(Page, …) }` → 'Page'. */
function indexRouteComponent(node: ts.ObjectLiteralExpression): string | undefined {
  for (const property of node.properties) {
    if (!ts.isSpreadAssignment(property)) continue;
    const call = property.expression;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
    const [component] = call.arguments;
    if (call.expression.text === 'lazyRoute' && component && ts.isIdentifier(component))
      return component.text;
  }
  return undefined;
}
