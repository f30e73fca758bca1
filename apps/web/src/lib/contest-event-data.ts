import type { ContestEvent } from '@cj/shared/contest-events';

/**
 * An event's data as the stream sent it. The API is where an event's shape is checked, as for every answer the app
 * reads without parsing (decision 021): its events are typed where they are made, and an event from another
 * instance is parsed against ContestEventSchema when it arrives. Data that is not JSON is no event.
 */
export function contestEventOf(data: string): ContestEvent | undefined {
  try {
    return JSON.parse(data) as ContestEvent;
  } catch {
    return undefined;
  }
}
