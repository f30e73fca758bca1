import { EMAIL_PREFERENCE_MESSAGES } from '@cj/shared/email-preferences';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailPreferences } from '../../src/db/schema/accounts';
import { emailLinkSecret } from '../../src/lib/email-link-secret';
import { unsubscribeToken } from '../../src/lib/email-links';
import { signupAccount, signupAdministrator, type TestAccount, uniqueEmail } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

/** The token of the unsubscribe link the app would e-mail to this address for this type. */
const tokenFor = (email: string, type: string, app = t) =>
  unsubscribeToken(emailLinkSecret(app.app.ctx.config), email, type);

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
  it('records an unsubscribe for anyone holding the signed link, one row per address and type', async () => {
    const email = uniqueEmail('reader');
    const response = await update({
      email,
      type: 'marketing',
      enabled: false,
      token: tokenFor(email, 'marketing'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EMAIL_PREFERENCE_MESSAGES.saved });

    const upper = email.toUpperCase();
    expect(
      (await update({ email: upper, type: 'marketing', enabled: false, token: tokenFor(email, 'marketing') }))
        .statusCode,
    ).toBe(200);
    const contestUpdates = tokenFor(email, 'contest-updates');
    expect(
      (await update({ email, type: 'contest-updates', enabled: false, token: contestUpdates })).statusCode,
    ).toBe(200);
    expect(await preferencesOf(email)).toEqual([
      { email, type: 'contest-updates', enabled: false },
      { email, type: 'marketing', enabled: false },
    ]);
  });

  it("refuses to turn someone's e-mail off without their session or the link's token (403)", async () => {
    const victim = await signupAccount(t.app, { marketingEmails: true });
    const someoneElse = await signupAccount(t.app);
    const attempts: [Record<string, unknown>, TestAccount | undefined][] = [
      [{}, undefined],
      [{ token: 'forged' }, undefined],
      [{ token: tokenFor(victim.email, 'contest-updates') }, undefined],
      [{ token: tokenFor(someoneElse.email, 'marketing') }, someoneElse],
      [{}, someoneElse],
    ];
    for (const [extra, caller] of attempts) {
      const refused = await update(
        { email: victim.email, type: 'marketing', enabled: false, ...extra },
        caller,
      );
      expect(refused.statusCode, JSON.stringify(extra)).toBe(403);
      expect(refused.json().message).toBe(EMAIL_PREFERENCE_MESSAGES.unsubscribeNeedsLink);
    }
    expect(await preferencesOf(victim.email)).toEqual([
      { email: victim.email, type: 'marketing', enabled: true },
    ]);

    expect(
      (await update({ email: victim.email, type: 'marketing', enabled: false }, victim)).statusCode,
    ).toBe(200);
    expect(await preferencesOf(victim.email)).toEqual([
      { email: victim.email, type: 'marketing', enabled: false },
    ]);
  });

  it('does not turn e-mail back on with the link token alone', async () => {
    const owner = await signupAccount(t.app);
    const token = tokenFor(owner.email, 'marketing');
    await update({ email: owner.email, type: 'marketing', enabled: false, token });
    const refused = await update({ email: owner.email, type: 'marketing', enabled: true, token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EMAIL_PREFERENCE_MESSAGES.resubscribeNeedsLogin);
  });

  it('turns e-mail back on only for the address owner or an administrator', async () => {
    const owner = await signupAccount(t.app);
    const someoneElse = await signupAccount(t.app);
    await update({ email: owner.email, type: 'marketing', enabled: false }, owner);

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
    await update({ email: owner.email, type: 'marketing', enabled: false }, owner);
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
    const send = (ip: string) => {
      const email = uniqueEmail('limit');
      return limited.app.inject({
        method: 'POST',
        url: '/api/email/update-preference',
        remoteAddress: ip,
        payload: { email, type: 'marketing', enabled: false, token: tokenFor(email, 'marketing', limited) },
      });
    };
    expect((await send('10.9.0.1')).statusCode).toBe(200);
    expect((await send('10.9.0.1')).statusCode).toBe(200);
    const third = await send('10.9.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(GENERIC_MESSAGES.rateLimited);
    expect((await send('10.9.0.2')).statusCode).toBe(200);
  });
});
