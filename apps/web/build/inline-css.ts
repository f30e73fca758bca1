import type { Plugin, Rollup } from 'vite';

/** A stylesheet at most this size goes into index.html; a larger one stays a cached file. */
const MAX_INLINE_BYTES = 8 * 1024;

/**
 * Puts the entry's stylesheet (today only Inter's @font-face rules) into index.html, so the first paint waits for
 * no other request: a linked stylesheet blocks rendering for a round trip on a phone.
 *
 * Vite also lists the entry's stylesheet among the files to load before each lazily loaded chunk that imports the
 * entry, and its preload helper, finding no `<link>` of it in the page, appends one and waits for it: a
 * render-blocking request in the middle of the contest page's first render (its ad, decision 040). So an inlined
 * stylesheet is taken off the entry's imported CSS once index.html is written, before Vite writes those lists
 * (its import analysis runs after the plugins enforced 'post', the HTML before them).
 */
export function inlineCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'cj-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const file of inlined) output.viteMetadata?.importedCss.delete(file);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const asset = context.bundle?.[file] as Rollup.OutputAsset | undefined;
            const source = typeof asset?.source === 'string' ? asset.source : undefined;
            if (!source || source.length > MAX_INLINE_BYTES || source.includes('</style')) return link;
            inlined.add(file);
            return `<style>${source}</style>`;
          },
        );
      },
    },
  };
}
