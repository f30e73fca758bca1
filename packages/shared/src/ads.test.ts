import { describe, expect, it } from 'vitest';
import { AD_MESSAGES, AdFieldsSchema, isWebAddress } from './ads';

const valid = {
  placement: '2',
  property: '-1',
  linkUrl: 'https://example.com/a',
  altText: 'Acme Feed',
  isActive: 'true',
};
const firstMessage = (fields: Record<string, unknown>) => {
  const result = AdFieldsSchema.safeParse(fields);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('AdFieldsSchema', () => {
  it('reads multipart text and form values alike', () => {
    expect(AdFieldsSchema.parse(valid)).toEqual({
      placement: 2,
      property: -1,
      linkUrl: 'https://example.com/a',
      altText: 'Acme Feed',
      isActive: true,
    });
    expect(AdFieldsSchema.parse({ ...valid, placement: 3, property: 1, isActive: false })).toMatchObject({
      placement: 3,
      property: 1,
      isActive: false,
    });
  });

  it('answers the first failing field, in order', () => {
    expect(firstMessage({})).toBe(AD_MESSAGES.placementRequired);
    expect(firstMessage({ ...valid, placement: '4' })).toBe(AD_MESSAGES.placementInvalid);
    expect(firstMessage({ ...valid, property: '' })).toBe(AD_MESSAGES.propertyRequired);
    expect(firstMessage({ ...valid, property: '0' })).toBe(AD_MESSAGES.propertyInvalid);
    expect(firstMessage({ ...valid, linkUrl: ' ' })).toBe(AD_MESSAGES.linkRequired);
    expect(firstMessage({ ...valid, linkUrl: 'javascript:alert(1)' })).toBe(AD_MESSAGES.linkInvalid);
    expect(firstMessage({ ...valid, altText: '' })).toBe(AD_MESSAGES.altTextRequired);
    expect(firstMessage({ ...valid, isActive: 'yes' })).toBe(AD_MESSAGES.activeInvalid);
  });
});

describe('isWebAddress', () => {
  it('accepts absolute http and https addresses only', () => {
    expect(isWebAddress('https://example.com/')).toBe(true);
    expect(isWebAddress('http://example.com/path?q=1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      '/relative',
      '//example.com',
      'https://',
      'mailto:a@b.c',
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });
});
