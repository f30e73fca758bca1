import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-event-types';
import type { ContestEvent } from '@cj/shared/contest-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contestKeys } from '@/api/contests/contest-keys';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { API_BASE } from '@/lib/api-client';
import { contestEventOf } from '@/lib/contest-event-data';
import { type ChatPages, chatMessagesKey, withMessage, withoutMessage } from '../chat/api/chat-cache';

/** GET /api/contest/{slug}/events: the contest's live events (Server-Sent Events). */
const contestEventsUrl = (slug: string) => `${API_BASE}/contest/${encodeURIComponent(slug)}/events`;

function apply(queryClient: QueryClient, slug: string, event: ContestEvent): void {
  const chatKey = chatMessagesKey(slug);
  if (event.type === CONTEST_EVENT_TYPES.chatMessage) {
    queryClient.setQueryData<ChatPages>(chatKey, (data) => withMessage(data, event.message));
  } else if (event.type === CONTEST_EVENT_TYPES.chatMessageDeleted) {
    queryClient.setQueryData<ChatPages>(chatKey, (data) => withoutMessage(data, event.messageId));
  } else if (event.type === CONTEST_EVENT_TYPES.runnersChanged) {
    // A runner was scratched (or changed): the races' runners and every list of plays, whose runners may now be
    // scratched, are read again, so a scratched pick shows at once.
    void queryClient.invalidateQueries({ queryKey: contestKeys.races(slug) });
    void queryClient.invalidateQueries({ queryKey: contestKeys.plays(slug) });
    void queryClient.invalidateQueries({ queryKey: raceDataKeys.runners(event.raceId) });
  } else {
    // A race was finalized, or closed (reopened, moved): its state, every play now shown on it, standings, bankrolls,
    // results and the contest's status may all have moved.
    void queryClient.invalidateQueries({
      queryKey: contestKeys.all(slug),
      predicate: (query) => query.queryKey[2] !== chatKey[2],
    });
  }
}

/**
 * Keeps an open contest page live: new and deleted chat messages at once, races, plays and standings refreshed after
 * a close or a finalize, runners and plays after a scratch.
 * The browser reconnects a dropped stream by itself, and the page then catches up on what it missed; meanwhile
 * (and where EventSource is missing) the 5-second chat poll carries on. The session cookie goes with the request,
 * so the stream is opened again when the account changes.
 */
export function useContestEvents(slug: string, accountId: number | null): void {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session needs a new stream (chat events depend on who is watching).
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = listen(queryClient, slug);
    return () => source.close();
  }, [slug, accountId, queryClient]);
}

function listen(queryClient: QueryClient, slug: string): EventSource {
  const source = new EventSource(contestEventsUrl(slug));
  let opened = false;
  const onEvent = (message: MessageEvent<string>) => {
    const event = contestEventOf(message.data);
    if (event) apply(queryClient, slug, event);
  };
  for (const type of Object.values(CONTEST_EVENT_TYPES)) source.addEventListener(type, onEvent);
  source.onopen = () => {
    // Reopened (the connection dropped, or the server ended the stream when its link to the other instances was lost
    // or came back): any event may have been missed, a finalize's or a scratch's as much as a chat message, so
    // everything of the contest is read again, and the runners of its races.
    if (opened) {
      void queryClient.invalidateQueries({ queryKey: contestKeys.all(slug) });
      void queryClient.invalidateQueries({ queryKey: raceDataKeys.all });
    }
    opened = true;
  };
  return source;
}
