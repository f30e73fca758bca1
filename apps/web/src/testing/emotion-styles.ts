import { type EmotionCache, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';

let cache: EmotionCache | null = null;

/** The emotion cache MUI styles every component with when no CacheProvider names another (one per module graph). */
function defaultCache(): EmotionCache {
  if (cache) return cache;
  function Capture() {
    cache = useEmotionCache();
    return null;
  }
  render(createElement(Capture)).unmount();
  return cache!;
}

/**
 * Takes out every style emotion inserted and makes it insert them again when next needed. One jsdom window serves
 * every file of a worker (isolate: false), and emotion never removes a style: without this the page's style sheet
 * grows file after file, and every computed style jsdom works out (role queries, pointer-events checks on each
 * click and key) reads all of it, so later files ran three to four times slower.
 */
export function resetEmotionStyles() {
  const current = defaultCache();
  current.sheet.flush();
  for (const name of Object.keys(current.inserted)) delete current.inserted[name];
}
