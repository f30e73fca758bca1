import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (decision 066): every page is rendered on the server by the API (its
 * plugins/web-pages.ts), then hydrated. The build writes dist/client (the browser's files) and dist/server.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
