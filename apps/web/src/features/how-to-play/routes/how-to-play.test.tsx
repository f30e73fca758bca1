import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

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

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/how-to-play', () => {
  it('describes the two mythical contests under the anchors win-bet-contest and win-contest', async () => {
    renderApp('/how-to-play');
    expect(screen.getByRole('heading', { level: 1, name: 'How To Play' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Win Bankroll Contest' })).toHaveAttribute(
      'id',
      'win-bet-contest',
    );
    expect(screen.getByRole('region', { name: 'Win Contest' })).toHaveAttribute('id', 'win-contest');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Win Bankroll Contest' })).toHaveAttribute(
      'href',
      '/how-to-play#win-bet-contest',
    );
    expect(within(contents).getByRole('link', { name: 'Win Contest' })).toHaveAttribute(
      'href',
      '/how-to-play#win-contest',
    );
    expect(scrolled).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Contest Jockey: How To Play'));
  });

  it('walks through the Win Bankroll Contest: stakes leave the bankroll, an $8.40 payoff on $10 returns $42', () => {
    renderApp('/how-to-play');
    const contest = screen.getByRole('region', { name: 'Win Bankroll Contest' });
    expect(contest).toHaveTextContent('a starting bankroll of $100.00 and a minimum stake of $10.00');
    expect(contest).toHaveTextContent('($10.00 here, $2.00 when a race has no minimum)');
    expect(contest).toHaveTextContent(
      'your $10.00 stake returns $42.00, so your bankroll goes from $90.00 to $132.00',
    );
    expect(tableRows('The mythical Win Bankroll Contest, starting with $100.00')).toEqual([
      'Your playStakeReturnsBankroll',
      'Race 1: #4 Midnight GallopWon, paid $8.40$10.00$42.00$132.00',
      'Race 2: #2 Copper LanternLost$20.00$0.00$112.00',
      'Race 3: #7 Harbor BreezeWon, paid $5.20$15.00$39.00$136.00',
    ]);
    expect(contest).toHaveTextContent('After three races the bankroll is $136.00');
  });

  it('walks through the Win Contest: fixed $2 plays scoring the $2 win payoffs', () => {
    renderApp('/how-to-play');
    const contest = screen.getByRole('region', { name: 'Win Contest' });
    expect(contest).toHaveTextContent('each play is a fixed $2.00 win bet');
    expect(tableRows('The mythical Win Contest: each play a $2.00 win bet')).toEqual([
      'Your playReturnsTotal',
      'Race 1: #4 Midnight GallopWon, paid $8.40$8.40$8.40',
      'Race 2: #2 Copper LanternLost$0.00$8.40',
      'Race 3: #7 Harbor BreezeWon, paid $5.20$5.20$13.60',
    ]);
    expect(contest).toHaveTextContent('After three races the total payout value is $13.60');
  });

  it('says races close at their post time, on our clock', () => {
    renderApp('/how-to-play');
    expect(screen.getByRole('region', { name: 'Good to know' })).toHaveTextContent(
      "Selections for each race close at its post time, on our clock; an operator may close a race earlier if it goes off early, or move its post time if it is delayed. In Pick & Pray contests every pick locks at the first race's post time.",
    );
    expect(screen.queryByText(/when the race is off/)).not.toBeInTheDocument();
  });

  it('opens at the contest named by the address hash', () => {
    renderApp('/how-to-play#win-contest');
    expect(new Set(scrolled)).toEqual(new Set(['win-contest']));
    expect(screen.getByRole('region', { name: 'Win Contest' })).toHaveFocus();
  });

  it('scrolls again when the hash changes', async () => {
    const { router } = renderApp('/how-to-play#win-contest');
    expect(scrolled.at(-1)).toBe('win-contest');
    await act(() => router.navigate('/how-to-play#win-bet-contest'));
    expect(scrolled.at(-1)).toBe('win-bet-contest');
    expect(screen.getByRole('region', { name: 'Win Bankroll Contest' })).toHaveFocus();
  });

  it('scrolls when a table of contents link is followed, even to the same hash again', async () => {
    const { user } = renderApp('/how-to-play');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    await user.click(within(contents).getByRole('link', { name: 'Win Contest' }));
    expect(scrolled.at(-1)).toBe('win-contest');
    scrolled.length = 0;
    screen.getByRole('link', { name: 'Rules' }).focus();
    await user.click(within(contents).getByRole('link', { name: 'Win Contest' }));
    expect(scrolled.at(-1)).toBe('win-contest');
    expect(screen.getByRole('region', { name: 'Win Contest' })).toHaveFocus();
  });

  it('ignores a hash that names nothing', () => {
    renderApp('/how-to-play#nowhere');
    expect(scrolled).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'How To Play' })).toBeInTheDocument();
  });
});
