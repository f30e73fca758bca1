import { isRaceDayEvent, RACE_DAY_EVENT_TYPES, RACE_DAY_REFRESH_MS } from '@cj/shared/race-day';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '@/lib/api-client';
import { contestEventOf } from '@/lib/contest-event-data';
import { raceDayKeys } from './race-day-keys';

/** GET /api/admin/race-day/events: the race events of every contest (Server-Sent Events, administrators). */
const raceDayEventsUrl = `${API_BASE}/admin/race-day/events`;

/**
 * A burst of events is one refetch: a race held by several contests is announced once per contest, and a finalize
 * follows the result that allowed it.
 */
export const RACE_DAY_COALESCE_MS = 500;

/** EventSource.CLOSED: the browser gave up on the stream (an answer that was not a stream) and will not retry. */
const CLOSED = 2;

/** 'off' where the browser has no EventSource: the board then only refetches every RACE_DAY_REFRESH_MS. */
export type RaceDayStreamState = 'connecting' | 'live' | 'reconnecting' | 'off';

/**
 * Keeps the race-day board live: every race event of any contest (a close, a post time moved, a result, a scratch,
 * a finalize, the close announced at post time) reads the board again, one refetch per burst. The browser
 * reconnects a dropped stream by itself and the board then catches up on what it missed; a stream the browser
 * gave up on is opened again after RACE_DAY_REFRESH_MS, the board's fallback refetch meanwhile. The session cookie
 * goes with the request (an EventSource cannot send a header).
 */
export function useRaceDayEvents(): RaceDayStreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RaceDayStreamState>(() =>
    typeof EventSource === 'undefined' ? 'off' : 'connecting',
  );

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let refetch: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let opened = false;

    const refresh = () => {
      if (refetch !== undefined) return;
      refetch = setTimeout(() => {
        refetch = undefined;
        void queryClient.invalidateQueries({ queryKey: raceDayKeys.all });
      }, RACE_DAY_COALESCE_MS);
    };
    const onEvent = (message: MessageEvent<string>) => {
      const event = contestEventOf(message.data);
      if (event && isRaceDayEvent(event)) refresh();
    };
    const open = () => {
      const current = new EventSource(raceDayEventsUrl);
      source = current;
      for (const type of RACE_DAY_EVENT_TYPES) current.addEventListener(type, onEvent);
      current.onopen = () => {
        if (opened) refresh();
        opened = true;
        setState('live');
      };
      current.onerror = () => {
        setState('reconnecting');
        if (current.readyState !== CLOSED) return;
        current.close();
        reopen = setTimeout(open, RACE_DAY_REFRESH_MS);
      };
    };

    open();
    return () => {
      clearTimeout(refetch);
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient]);

  return state;
}
