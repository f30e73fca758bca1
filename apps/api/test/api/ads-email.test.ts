import { AdPlacement, PrizeType, Property } from '@cj/shared/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/audit';
import { prizes } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { insertPlayer } from '../race-fixtures';
import { useTestApp } from '../test-app';

/** The e-mail ad (placement 3) in the contest e-mails, read from the messages as the mailer received them. */
const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

let ageMinutes = 1000;
async function insertAd(values: Partial<typeof ads.$inferInsert> & { property: number }) {
  const [row] = await t.database.db
    .insert(ads)
    .values({
      placement: AdPlacement.Email,
      imageUrl: '/uploads/0f5b3c1e-1111-4222-8333-944445555666.png',
      linkUrl: 'https://sponsor.example/offer?a=1&b=2',
      altText: 'Acme Feed',
      // Each ad newer than the one before.
      createdAt: new Date(Date.now() - ageMinutes-- * 60_000),
      ...values,
    })
    .returning();
  return row!;
}

async function enrollmentMail(property: number) {
  const contest = await insertContest(t.database.db, { property });
  const player = await signupAccount(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/contest/${contest.slug}/enroll`,
    headers: player.headers,
  });
  expect(response.statusCode).toBe(201);
  const mail = t.mailer.sent.filter((message) => message.to === player.email);
  expect(mail).toHaveLength(1);
  return mail[0]!;
}

describe('the contest e-mail ad (placement 3)', () => {
  it("is in the enrollment e-mail: the brand's newest active ad, its image absolute from the site's address, escaped", async () => {
    await insertAd({ property: Property.Harness, altText: 'Harness ad' });
    await insertAd({ property: Property.Thoroughbred, altText: 'Older thoroughbred ad' });
    await insertAd({
      property: Property.None,
      altText: 'Feed & "Tack" <Sale>',
      imageUrl: '/uploads/1f5b3c1e-1111-4222-8333-944445555666.png',
    });
    await insertAd({ property: Property.Thoroughbred, altText: 'Inactive', isActive: false });
    await insertAd({
      property: Property.Thoroughbred,
      altText: 'Contest page ad',
      placement: AdPlacement.Contest,
    });

    const mail = await enrollmentMail(Property.Thoroughbred);
    expect(mail.html).toContain(
      '<a href="https://sponsor.example/offer?a=1&amp;b=2" target="_blank" rel="noopener sponsored">' +
        '<img src="http://cj.test/uploads/1f5b3c1e-1111-4222-8333-944445555666.png" alt="Feed &amp; &quot;Tack&quot; &lt;Sale&gt;"',
    );
    expect(mail.html).toContain('>Advertisement</p>');
    expect(mail.html).not.toContain('Harness ad');
    expect(mail.html).not.toContain('<Sale>');
    expect(mail.text).toContain('Advertisement: Feed & "Tack" <Sale> https://sponsor.example/offer?a=1&b=2');

    // A harness contest is mailed from the harness site, with the harness brand's newest ad.
    await insertAd({ property: Property.Harness, altText: 'Newest harness ad' });
    const harness = await enrollmentMail(Property.Harness);
    expect(harness.html).toContain('alt="Newest harness ad"');
    expect(harness.html).toContain(
      'src="http://harness.test/uploads/0f5b3c1e-1111-4222-8333-944445555666.png"',
    );
  });

  it('is in the winners e-mail', async () => {
    await insertAd({ property: Property.None, altText: 'Winners ad', linkUrl: 'https://winners.example/' });
    const contest = await insertContest(t.database.db, {
      concludedAt: new Date(t.clock.now.getTime() - 2 * 86_400_000),
    });
    const winner = await signupAccount(t.app);
    await insertPlayer(t.database.db, contest.id, winner.id, { rank: 1 });
    await t.database.db
      .insert(prizes)
      .values({ contestId: contest.id, placement: 1, type: PrizeType.Cash, valueCents: 5_000, label: '' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/prizes/${contest.slug}/notify`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const [mail] = t.mailer.sent.filter((message) => message.to === winner.email);
    expect(mail!.subject).toContain('you won a prize');
    expect(mail!.html).toContain(
      '<a href="https://winners.example/" target="_blank" rel="noopener sponsored">',
    );
    expect(mail!.html).toContain('alt="Winners ad"');
  });

  it("is left out when no ad is active, or when a stored row's addresses are not web addresses", async () => {
    await t.database.db.update(ads).set({ isActive: false });
    expect((await enrollmentMail(Property.Thoroughbred)).html).not.toContain('Advertisement');
    await insertAd({ property: Property.None, linkUrl: 'javascript:alert(1)' });
    expect((await enrollmentMail(Property.Thoroughbred)).html).not.toContain('Advertisement');
    await insertAd({ property: Property.None, imageUrl: 'data:image/png;base64,AAAA' });
    const mail = await enrollmentMail(Property.Thoroughbred);
    expect(mail.html).not.toContain('Advertisement');
    expect(mail.html).not.toContain('javascript:');
  });
});
