import { AuditLogMessageSchema } from '@cj/shared/audit';
import { PAGE_SIZE } from '@cj/shared/constants';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditKeys } from '@/features/admin-dashboard/audit/api/audit-keys';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { nextOffset } from '@/lib/paging';

/**
 * GET /audit/{type}?offset&count&q: a page of 50 messages of one event type, newest first, those matching q when
 * it is given (2+ characters). An empty list on failure (spec §8).
 */
function getAuditLog(eventType: number, q: string, offset: number, signal?: AbortSignal) {
  return emptyOnFailure(
    api.get(`/audit/${eventType}`, {
      schema: z.array(AuditLogMessageSchema),
      params: { offset, count: PAGE_SIZE.auditLogs, q: q || undefined },
      signal,
    }),
  );
}

const getAuditLogQueryOptions = (eventType: number, q: string) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(eventType, q),
    queryFn: ({ pageParam, signal }) => getAuditLog(eventType, q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.auditLogs),
    // The list stays while the next search loads, rather than blinking to its loading text.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(eventType: number, q: string) {
  return useInfiniteQuery(getAuditLogQueryOptions(eventType, q));
}
