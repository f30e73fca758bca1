import { AD_MESSAGES } from '@cj/shared/ads';
import { AdPlacement, Property } from '@cj/shared/enums';
import { describe, expect, it } from 'vitest';
import { ads } from '../../src/db/schema/audit';
import { useTestApp } from '../test-app';

const t = useTestApp();

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/ads${query}` });

async function insertAd(values: {
  placement: number;
  property: number;
  isActive?: boolean;
  minutesAgo: number;
}) {
  const [row] = await t.database.db
    .insert(ads)
    .values({
      placement: values.placement,
      property: values.property,
      isActive: values.isActive ?? true,
      imageUrl: `/ads/${values.placement}-${values.property}.svg`,
      linkUrl: 'https://example.com/',
      altText: `Ad ${values.placement}/${values.property}`,
      createdAt: new Date(Date.now() - values.minutesAgo * 60_000),
    })
    .returning();
  return row!;
}

describe('GET /api/ads', () => {
  it('answers the active ads of a placement for a brand, ads for both brands included, newest first', async () => {
    const thoroughbred = await insertAd({
      placement: AdPlacement.Homepage,
      property: Property.Thoroughbred,
      minutesAgo: 3,
    });
    const harness = await insertAd({
      placement: AdPlacement.Homepage,
      property: Property.Harness,
      minutesAgo: 2,
    });
    const everywhere = await insertAd({
      placement: AdPlacement.Homepage,
      property: Property.None,
      minutesAgo: 1,
    });
    await insertAd({
      placement: AdPlacement.Homepage,
      property: Property.Thoroughbred,
      isActive: false,
      minutesAgo: 0,
    });
    const contestAd = await insertAd({
      placement: AdPlacement.Contest,
      property: Property.Thoroughbred,
      minutesAgo: 0,
    });

    const forThoroughbred = await list('?placement=1&p=1');
    expect(forThoroughbred.statusCode).toBe(200);
    expect(forThoroughbred.json()).toEqual([
      {
        id: everywhere.id,
        imageUrl: everywhere.imageUrl,
        linkUrl: everywhere.linkUrl,
        altText: everywhere.altText,
      },
      {
        id: thoroughbred.id,
        imageUrl: thoroughbred.imageUrl,
        linkUrl: thoroughbred.linkUrl,
        altText: thoroughbred.altText,
      },
    ]);
    const ids = async (query: string) => (await list(query)).json().map((ad: { id: number }) => ad.id);
    expect(await ids('?placement=1&p=2')).toEqual([everywhere.id, harness.id]);
    expect(await ids('?placement=1')).toEqual([everywhere.id, harness.id, thoroughbred.id]);
    expect(await ids('?placement=1&p=abc')).toEqual([everywhere.id, harness.id, thoroughbred.id]);
    expect(await ids('?placement=2&p=1')).toEqual([contestAd.id]);
    expect(await ids('?placement=3&p=1')).toEqual([]);
  });

  it('answers 400 with a message for a missing or unknown placement', async () => {
    for (const query of [
      '',
      '?placement=',
      '?placement=abc',
      '?placement=4',
      '?placement=0',
      '?placement=99999999999',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(AD_MESSAGES.placementInvalid);
    }
  });
});
