import type { Plugin } from 'vite';

/**
 * The font files index.html preloads, so text paints in Inter without waiting for the stylesheet to name them: the
 * regular and bold faces of the Latin subset (body text, and the brand the page shell paints). The other weights
 * load as the page needs them, shown meanwhile in the fallback font (`font-display: swap`).
 */
const PRELOADED = /\/inter-latin-(400|700)-normal-[\w-]+\.woff2$/;

export function preloadFonts(): Plugin {
  return {
    name: 'cj-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {})
          .map((file) => `/${file}`)
          .filter((file) => PRELOADED.test(file))
          .sort();
        if (files.length === 0) throw new Error('preload-fonts: no Inter Latin 400/700 woff2 in the build');
        return files.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
