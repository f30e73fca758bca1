import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testSite } from '@/testing/test-utils';

const scrolled: string[] = [];

beforeEach(() => {
  scrolled.length = 0;
  // jsdom does not lay out pages, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
  });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/rules', () => {
  it('is open to visitors, titled Rules, with a section for each subject', async () => {
    renderApp('/rules');
    expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .filter((text) => text !== 'On this page'),
    ).toEqual([
      'Eligibility',
      'Contest formats',
      'Making your selections',
      'Scoring',
      'Scratches',
      'Standings and ties',
      'Prizes',
      'Player ratings',
      'Official results',
      'Fair play',
      'Contest administration',
      'Disclaimer of liability',
    ]);
    await waitFor(() => expect(document.title).toBe('Contest Jockey: Rules'));
  });

  it('explains the rating formula in plain words with a worked example the shared rule computes', () => {
    renderApp('/rules');
    const rating = section('Player ratings');
    expect(rating).toHaveTextContent('p = (entries − rank) ÷ (entries − 1)');
    expect(rating).toHaveTextContent(
      'Your rating is 1000 × (the sum of your scores + 2.5) ÷ (your number of entries + 5), rounded',
    );
    expect(rating).toHaveTextContent('a new player is rated 500');
    expect(rating).toHaveTextContent(
      'A player finishes 1st of 10 (p = 1), 3rd of 5 (p = 0.5), 5th of 5 (p = 0) and 6th of 21 (p = 0.75). ' +
        'The scores add up to 2.25, so the rating is 1000 × (2.25 + 2.5) ÷ (4 + 5) = 528.',
    );
    expect(within(rating).getByRole('link', { name: 'Ratings' })).toHaveAttribute('href', '/ratings');
  });

  it('states who may play', () => {
    renderApp('/rules');
    const eligibility = section('Eligibility');
    expect(eligibility).toHaveTextContent('You must be 21 years of age or older');
    expect(eligibility).toHaveTextContent(
      'Employees of Contest Jockey and employees of the tracks featured in a contest are not eligible',
    );
    expect(eligibility).toHaveTextContent(
      'Exceptions may be made for track employees in a contest that is marketed',
    );
    expect(eligibility).toHaveTextContent('There are no restrictions on horse owners or their staff');
  });

  it('explains both formats, stakes and the $2 win payoff scoring with an example', () => {
    renderApp('/rules');
    const formats = section('Contest formats');
    expect(formats).toHaveTextContent('Every play is a fixed $2.00 win bet');
    expect(formats).toHaveTextContent('ranked by that total payout value');
    expect(formats).toHaveTextContent("at least the race's minimum (at least $2.00 when the race has none)");
    expect(formats).toHaveTextContent('ranked by their total bankroll');
    const scoring = section('Scoring');
    expect(scoring).toHaveTextContent('a $2.00 play returns $8.40 and a $10.00 play returns $42.00');
    expect(scoring).toHaveTextContent('Dead heats');
    expect(scoring).toHaveTextContent('A play on the entry wins if either horse wins');
  });

  it('says each race closes at its post time on our clock, earlier or later only by an operator, and Pick & Pray at the first', () => {
    renderApp('/rules');
    const selections = section('Making your selections');
    expect(selections).toHaveTextContent(
      "Selections for each race close at its post time, on our clock; an operator may close a race earlier if it goes off early, or move its post time if it is delayed. In Pick & Pray contests every pick locks at the first race's post time.",
    );
    expect(selections).not.toHaveTextContent('not at the posted post time');
  });

  it('gives a late scratch the post-time favorite, in both kinds of contest', () => {
    renderApp('/rules');
    const scratches = section('Scratches');
    expect(scratches).toHaveTextContent('A play on a late scratch is given the post-time favorite');
    expect(scratches).toHaveTextContent(
      'you may change the play to another runner while wagering on the race is open',
    );
    expect(scratches).toHaveTextContent(
      'the selection cannot be changed; it is scored as the post-time favorite',
    );
    expect(scratches).toHaveTextContent('A horse that does not start the race counts as a late scratch');
  });

  it('splits prizes on ties and shares ranks', () => {
    renderApp('/rules');
    expect(section('Prizes')).toHaveTextContent(
      'A tie for first combines the first and second prizes and splits them; a tie for second combines the second and third prizes',
    );
    expect(section('Standings and ties')).toHaveTextContent('both are 1st and the next entry is 3rd');
  });

  it('sets a 24-hour audit period with the contact address for inquiries', () => {
    renderApp('/rules', { site: { ...testSite, contactEmail: 'stewards@harness.example' } });
    const official = section('Official results');
    expect(official).toHaveTextContent('24-hour audit period');
    expect(official).toHaveTextContent('results and standings are unofficial');
    expect(official).toHaveTextContent('must report any discrepancy');
    expect(within(official).getByRole('link', { name: 'stewards@harness.example' })).toHaveAttribute(
      'href',
      'mailto:stewards@harness.example',
    );
  });

  it('forbids collusion, shared selections and multiple accounts, and disclaims liability', () => {
    renderApp('/rules', { site: { ...testSite, productName: 'Harness Jockey' } });
    const fairPlay = section('Fair play');
    expect(fairPlay).toHaveTextContent('Collusion between players and sharing selections');
    expect(fairPlay).toHaveTextContent('all of them are closed and any winnings are forfeited');
    expect(fairPlay).toHaveTextContent('Family members may compete');
    expect(section('Contest administration')).toHaveTextContent(
      'Only employees of Harness Jockey have access to contest administration',
    );
    expect(section('Disclaimer of liability')).toHaveTextContent('are not liable for any loss or damage');
  });

  it('scrolls to the section named in the address', () => {
    renderApp('/rules#prizes');
    expect(new Set(scrolled)).toEqual(new Set(['prizes']));
    expect(section('Prizes')).toHaveFocus();
  });

  it('links each section from the table of contents', async () => {
    const { user, router } = renderApp('/rules');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    await user.click(within(contents).getByRole('link', { name: 'Fair play' }));
    expect(router.state.location.hash).toBe('#fair-play');
    expect(new Set(scrolled)).toEqual(new Set(['fair-play']));
    expect(section('Fair play')).toHaveFocus();
  });
});
