import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { emotionCacheKey } from './emotion-cache';
import { ScriptNonce } from './script-nonce';

/** How long the render may wait for data still on its way before it gives up (React Router reads this export). */
export const streamTimeout = 5_000;

/**
 * Renders the whole document, then puts the styles the render made into the head (Emotion's critical CSS), so the
 * page paints styled before any script runs and hydrating compiles no style again. The
 * document is sent once complete rather than streamed: its styles are known only then (decision 066).
 *
 * The page's scripts are fetched at low priority: the page is readable without them, and at the default (high)
 * priority they would hold the connections the styles and fonts need for the first paint.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.scriptNonce;
  const emotionCache = createCache({ key: emotionCacheKey });
  // Styles go to the cache, to be extracted below, not inline before each element.
  emotionCache.compat = true;
  const emotionServer = createEmotionServer(emotionCache);

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={emotionCache}>
        <ScriptNonce.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ScriptNonce.Provider>
      </CacheProvider>,
      {
        nonce,
        // Every part of the page inline and in place: the document is sent whole (no part is streamed after it).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const collector = new PassThrough();
          collector.on('data', (chunk: Buffer) => chunks.push(chunk));
          collector.on('error', reject);
          collector.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            // Every style the render made, not only those whose class is in the HTML: a component styled on top of
            // another (an AppBar on a Paper) makes its own layer's style too, and a layer the browser does not find
            // here it compiles and inserts again while hydrating.
            const classesMade = Object.keys(emotionCache.registered).join(' ');
            const styles = emotionServer.constructStyleTagsFromChunks(
              emotionServer.extractCriticalToChunks(`${html} ${classesMade}`),
            );
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const page = html
              .replace('</head>', `${styles}</head>`)
              .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
            resolve(new Response(page, { status, headers: responseHeaders }));
          });
          pipe(collector);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
