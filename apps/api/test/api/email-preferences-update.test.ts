import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailPreferences } from '../../src/db/schema/accounts';
import { signupAccount, signupAdministrator, type TestAccount, uniqueEmail } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

const update = (payload: unknown, account?: TestAccount) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email/update-preference',
    payload: payload as Record<string, unknown>,
    headers: account?.headers ?? {},
  });

const preferencesOf = (email: string) =>
  t.database.db
    .select({ email: emailPreferences.email, type: emailPreferences.type, enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(sql`lower(${emailPreferences.email}) = ${email.toLowerCase()}`)
    .orderBy(emailPreferences.type);

describe('POST /api/email/update-preference', () => {
  it('records an unsubscribe for anyone holding the link, one row per address and type', async () => {
    const email = uniqueEmail('reader');
    const response = await update({ email, type: 'marketing', enabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EMAIL_PREFERENCE_MESSAGES.saved });

    expect((await update({ email: email.toUpperCase(), type: 'marketing', enabled: false })).statusCode).toBe(
      200,
    );
    expect((await update({ email, type: 'contest-updates', enabled: false })).statusCode).toBe(200);
    expect(await preferencesOf(email)).toEqual([
      { email, type: 'contest-updates', enabled: false },
      { email, type: 'marketing', enabled: false },
    ]);
  });

  it('turns e-mail back on only for the address owner or an administrator', async () => {
    const owner = await signupAccount(t.app);
    const someoneElse = await signupAccount(t.app);
    await update({ email: owner.email, type: 'marketing', enabled: false });

    for (const caller of [undefined, someoneElse]) {
      const refused = await update({ email: owner.email, type: 'marketing', enabled: true }, caller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(EMAIL_PREFERENCE_MESSAGES.resubscribeNeedsLogin);
    }
    expect((await preferencesOf(owner.email))[0]!.enabled).toBe(false);

    const byOwner = await update(
      { email: owner.email.toUpperCase(), type: 'marketing', enabled: true },
      owner,
    );
    expect(byOwner.statusCode).toBe(200);
    expect((await preferencesOf(owner.email))[0]!.enabled).toBe(true);

    const admin = await signupAdministrator(t.app, t.database.db);
    await update({ email: owner.email, type: 'marketing', enabled: false });
    expect((await update({ email: owner.email, type: 'marketing', enabled: true }, admin)).statusCode).toBe(
      200,
    );
    expect((await preferencesOf(owner.email))[0]!.enabled).toBe(true);
  });

  it('answers each validation message', async () => {
    const email = uniqueEmail('reader');
    const cases: [unknown, string][] = [
      [{}, EMAIL_PREFERENCE_MESSAGES.emailRequired],
      [{ email: '  ', type: 'marketing', enabled: false }, EMAIL_PREFERENCE_MESSAGES.emailRequired],
      [{ email: 'not-an-address', type: 'marketing', enabled: false }, 'Please enter a valid email address.'],
      [{ email, enabled: false }, EMAIL_PREFERENCE_MESSAGES.typeRequired],
      [{ email, type: '', enabled: false }, EMAIL_PREFERENCE_MESSAGES.typeRequired],
      [{ email, type: 'weekly-digest', enabled: false }, EMAIL_PREFERENCE_MESSAGES.typeInvalid],
      [{ email, type: 'marketing' }, EMAIL_PREFERENCE_MESSAGES.enabledRequired],
      [{ email, type: 'marketing', enabled: 'no' }, EMAIL_PREFERENCE_MESSAGES.enabledRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await update(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/api/email/update-preference' });
    expect(noBody.json().message).toBe(EMAIL_PREFERENCE_MESSAGES.emailRequired);
    expect(await preferencesOf(email)).toEqual([]);
  });
});

describe('POST /api/email/update-preference rate limit', () => {
  const limited = useTestApp({ rateLimits: { enabled: true, emailPreferencePerIp: 2 } });

  it('limits calls per IP address', async () => {
    const send = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/email/update-preference',
        remoteAddress: ip,
        payload: { email: uniqueEmail('limit'), type: 'marketing', enabled: false },
      });
    expect((await send('10.9.0.1')).statusCode).toBe(200);
    expect((await send('10.9.0.1')).statusCode).toBe(200);
    const third = await send('10.9.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(GENERIC_MESSAGES.rateLimited);
    expect((await send('10.9.0.2')).statusCode).toBe(200);
  });
});
