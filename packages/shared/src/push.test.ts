import { describe, expect, it } from 'vitest';
import { contestRaceHref, PUSH_MESSAGES, PushPreferencesSchema, PushSubscriptionSchema } from './push';

const p256dh = `B${'A'.repeat(86)}`;
const auth = 'A'.repeat(22);
const valid = { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh, auth } };

function firstMessage(value: unknown): string | undefined {
  const parsed = PushSubscriptionSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('PushSubscriptionSchema', () => {
  it('accepts a browser subscription and drops unknown fields', () => {
    expect(PushSubscriptionSchema.parse({ ...valid, extra: 1 })).toEqual(valid);
    expect(PushSubscriptionSchema.parse({ ...valid, expirationTime: undefined }).endpoint).toBe(
      valid.endpoint,
    );
  });

  it('accepts padded base64url keys', () => {
    expect(
      PushSubscriptionSchema.safeParse({ ...valid, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ ...valid, endpoint: undefined }, PUSH_MESSAGES.endpointRequired],
    [{ ...valid, endpoint: '  ' }, PUSH_MESSAGES.endpointRequired],
    [{ ...valid, endpoint: 'http://push.example.com/x' }, PUSH_MESSAGES.endpointInvalid],
    [{ ...valid, endpoint: 'https://user@push.example.com/x' }, PUSH_MESSAGES.endpointInvalid],
    [{ ...valid, endpoint: `https://push.example.com/${'a'.repeat(2000)}` }, PUSH_MESSAGES.endpointTooLong],
    [{ ...valid, keys: undefined }, PUSH_MESSAGES.keysRequired],
    [{ ...valid, keys: { auth } }, PUSH_MESSAGES.p256dhInvalid],
    [{ ...valid, keys: { p256dh: `C${'A'.repeat(86)}`, auth } }, PUSH_MESSAGES.p256dhInvalid],
    [{ ...valid, keys: { p256dh: p256dh.slice(1), auth } }, PUSH_MESSAGES.p256dhInvalid],
    [{ ...valid, keys: { p256dh, auth: 'A'.repeat(21) } }, PUSH_MESSAGES.authInvalid],
    [{ ...valid, keys: { p256dh, auth: `${'A'.repeat(21)}+` } }, PUSH_MESSAGES.authInvalid],
    [{ ...valid, expirationTime: 'soon' }, PUSH_MESSAGES.expirationTimeInvalid],
  ])('refuses %j with its message', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });
});

describe('PushPreferencesSchema', () => {
  it('names the missing switch', () => {
    const parsed = PushPreferencesSchema.safeParse({ pickScratched: true, raceClosing: false });
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(
      PUSH_MESSAGES.raceFinalizedRequired,
    );
  });
});

describe('contestRaceHref', () => {
  it('opens the contest page at the race', () => {
    expect(contestRaceHref('derby day', 12)).toBe('/contest/derby%20day?race=12');
  });
});
