import { describe, expect, it } from 'vitest';
import { CONTEST_EVENT_TYPES, isContestEvent } from './contest-event-types';
import { ContestEventSchema } from './contest-events';

const message = {
  messageId: '6f1c2d0e-8a55-4a47-9d3e-0c1f7a2b9e11',
  sender: { id: 7, name: 'Ada B.' },
  content: 'Go, Quick Start!',
  createdAt: '2026-11-23T09:00:00.000Z',
};
const valid = [
  { type: CONTEST_EVENT_TYPES.chatMessage, contestId: 3, message },
  { type: CONTEST_EVENT_TYPES.chatMessageDeleted, contestId: 3, messageId: message.messageId },
  { type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: 3 },
  { type: CONTEST_EVENT_TYPES.runnersChanged, contestId: 3, raceId: 12 },
  { type: CONTEST_EVENT_TYPES.raceChanged, contestId: 3, raceId: 12 },
];

/** Each valid event with one field dropped or given a wrong type, at the top or in the message. */
function brokenVariants(event: Record<string, unknown>): unknown[] {
  const variants: unknown[] = [];
  for (const [key, value] of Object.entries(event)) {
    const { [key]: _dropped, ...rest } = event;
    variants.push(rest, { ...event, [key]: typeof value === 'number' ? String(value) : 1.5 });
    if (key === 'message') {
      for (const field of Object.keys(message)) {
        const { [field as keyof typeof message]: _gone, ...partial } = message;
        variants.push({ ...event, message: partial }, { ...event, message: { ...message, [field]: null } });
      }
      variants.push({ ...event, message: { ...message, sender: { ...message.sender, id: 'x' } } });
    }
  }
  return variants;
}

describe('isContestEvent', () => {
  it('accepts every event ContestEventSchema accepts', () => {
    for (const event of valid) {
      expect(ContestEventSchema.safeParse(event).success).toBe(true);
      expect(isContestEvent(event), event.type).toBe(true);
    }
  });

  it('refuses what ContestEventSchema refuses: a field missing or of the wrong type, an unknown type', () => {
    const broken = [
      ...valid.flatMap(brokenVariants),
      { type: 'race-closed', contestId: 3 },
      null,
      'leaderboard-changed',
      [],
    ];
    for (const event of broken) {
      expect(ContestEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(false);
      expect(isContestEvent(event), JSON.stringify(event)).toBe(false);
    }
  });
});
