import { describe, expect, it } from 'vitest';
import { safeExternalUrl, safeImageUrl } from './external-url';

describe('safeExternalUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeExternalUrl('https://track.example/offer?x=1')).toBe('https://track.example/offer?x=1');
    expect(safeExternalUrl(' http://track.example ')).toBe('http://track.example/');
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    'javascript:alert(1)',
    'data:text/html,hi',
    '/local',
    'track.example',
  ])('refuses %s', (value) => {
    expect(safeExternalUrl(value)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it('keeps web addresses and paths on this site', () => {
    expect(safeImageUrl('https://cdn.example/ad.png')).toBe('https://cdn.example/ad.png');
    expect(safeImageUrl('/uploads/ads/1.png')).toBe('/uploads/ads/1.png');
  });

  it.each(['//evil.example/ad.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', ''])(
    'refuses %s',
    (value) => {
      expect(safeImageUrl(value)).toBeNull();
    },
  );
});
