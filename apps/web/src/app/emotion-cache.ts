/** The key of Emotion's cache on the server and in the browser: the browser's takes over the server's styles by it. */
export const emotionCacheKey = 'css';
