import type { Plugin, Rollup } from 'vite';

/** A stylesheet at most this size goes into index.html; a larger one stays a cached file. */
const MAX_INLINE_BYTES = 8 * 1024;

/**
 * Puts the entry's stylesheet (today only Inter's @font-face rules) into index.html, so the first paint waits for
 * no other request: a linked stylesheet blocks rendering for a round trip on a phone.
 */
export function inlineCss(): Plugin {
  return {
    name: 'cj-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const asset = context.bundle?.[file] as Rollup.OutputAsset | undefined;
            const source = typeof asset?.source === 'string' ? asset.source : undefined;
            if (!source || source.length > MAX_INLINE_BYTES || source.includes('</style')) return link;
            return `<style>${source}</style>`;
          },
        );
      },
    },
  };
}
