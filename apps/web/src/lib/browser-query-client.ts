import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let client: QueryClient | undefined;

/**
 * The browser's one data cache, made when first asked for: the app renders with it (app/root.tsx), and a move to
 * another page reads that page's data into it before showing it (lib/page-loader.ts).
 */
export function browserQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
