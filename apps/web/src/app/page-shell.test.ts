import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** index.html, the template the API fills in per brand (apps/api/src/plugins/web-shell.ts). */
const template = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
  'utf8',
);

describe('index.html', () => {
  it('leaves the markers the server fills in: the site as JSON, the brand in the title and the painted bars', () => {
    expect(template.match(/<!--cj:site-->/g)).toHaveLength(1);
    expect(template).toContain('<title><!--cj:brand--></title>');
    expect(template.match(/<p class="cj-shell-brand"><!--cj:brand--><\/p>/g)).toHaveLength(2);
  });

  it('paints the layout inside #root, where React replaces it, hidden from assistive technology', () => {
    const root = /<div id="root">([\s\S]*?)\n {4}<\/div>\n/.exec(template)?.[1] ?? '';
    expect(root).toContain('class="cj-shell-bar" aria-hidden="true"');
    expect(root).toContain('class="cj-shell-pane" aria-hidden="true"');
    // The inline CSS draws the bar in the secondary green the app bar uses, and switches to the side pane at md.
    expect(template).toMatch(/\.cj-shell-bar \{[^}]*background: #2D5032/);
    expect(template).toContain('@media (min-width: 900px)');
  });
});
