import { describe, expect, it } from 'vitest';
import { afterAuthHref, paths, safeRedirectPath } from './paths';

describe('paths', () => {
  it('builds the auth links with their query values', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref({ contest: 'derby-day' })).toBe('/login?contest=derby-day');
    expect(paths.signup.getHref({ contest: 'a b', redirect: '/contests?x=1' })).toBe(
      '/signup?contest=a+b&redirect=%2Fcontests%3Fx%3D1',
    );
    expect(paths.passwordUpdate.getHref('ABC123')).toBe('/password/update?code=ABC123');
    expect(paths.contest.getHref('derby day/2')).toBe('/contest/derby%20day%2F2');
    expect(paths.howToPlay.getHref('win-contest')).toBe('/how-to-play#win-contest');
    expect(paths.playerRecord.getHref(42)).toBe('/players/42');
    expect(paths.ratings.getHref()).toBe('/ratings');
    expect(paths.rules.getHref('rating')).toBe('/rules#rating');
  });

  it('builds the admin links', () => {
    expect(paths.adminRaceCard.getHref(3, '2025-05-03')).toBe('/admin/races/3/2025-05-03');
    expect(paths.adminRace.getHref(12)).toBe('/admin/races/detail/12');
    expect(paths.adminContest.getHref('derby day')).toBe('/admin/contests/derby%20day');
    expect(paths.adminContestPlayer.getHref('derby', 4)).toBe('/admin/contest/derby/players/4');
    expect(paths.contestRaceManage.getHref('derby', 9)).toBe('/contest/derby/race/9/manage');
  });
});

describe('safeRedirectPath', () => {
  it.each(['/', '/contests', '/contest/derby?tab=leaderboard', '/admin/users#top'])('accepts %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  it.each([
    null,
    '',
    'contests',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('afterAuthHref', () => {
  it('goes to the contest when there is one, even with a redirect', () => {
    expect(afterAuthHref({ contest: 'derby-day', redirect: '/contests' })).toBe('/contest/derby-day');
  });

  it('goes to a safe redirect otherwise', () => {
    expect(afterAuthHref({ redirect: '/contests?tab=past' })).toBe('/contests?tab=past');
  });

  it('goes home for an unsafe redirect, an auth page, or nothing', () => {
    expect(afterAuthHref({ redirect: '//evil.example' })).toBe('/');
    expect(afterAuthHref({ redirect: '/logout' })).toBe('/');
    expect(afterAuthHref({ redirect: '/login?redirect=/x' })).toBe('/');
    expect(afterAuthHref({})).toBe('/');
  });
});
