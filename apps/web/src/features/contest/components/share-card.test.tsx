import '../testing/lazy-parts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testAccount } from '@/testing/test-utils';
import { mockContestApi } from '../testing/contest-api';
import { makeContest, makePlayer, SLUG } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noExplicitAny: removing the share sheet a test gave jsdom's navigator.
  delete (navigator as any).share;
});

/** A share sheet, as phones have (jsdom has none). */
function giveShareSheet(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

const mine = makePlayer({ id: 70, name: 'Ada L.', rank: 4, bankroll: 124.5, leaderboardBankroll: 124.5 });
const started = makeContest({ status: 'live' });
const cardLink = `${window.location.origin}/contest/${SLUG}?card=70`;

/** The page of a started contest, signed in with an entry; the share button found. */
async function openPage(contest = started) {
  mockContestApi({ contest, myPlayers: [mine] });
  const rendered = renderApp(`/contest/${SLUG}`, { account: testAccount });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('sharing where I stand', () => {
  it('offers Share to a player with an entry once the contest has started', async () => {
    await openPage();
    expect(await screen.findByRole('button', { name: 'Share' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('offers nothing before the first race closes or in a cancelled contest', async () => {
    for (const contest of [makeContest(), makeContest({ status: 'cancelled', isCancelled: true })]) {
      const { unmount } = await openPage(contest);
      await screen.findByText('$124.50');
      expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('offers nothing to a visitor', async () => {
    mockContestApi({ contest: started });
    renderApp(`/contest/${SLUG}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('previews the card and copies the contest link naming it where there is no share sheet', async () => {
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share where you stand' });
    const card = within(dialog).getByRole('img', {
      name: 'Your card: Ada L. in Derby Day Challenge, bankroll $124.50',
    });
    expect(card).toHaveAttribute('src', `/api/contest/${SLUG}/players/70/card.png`);
    expect(card).toHaveAttribute('width', '1200');
    expect(card).toHaveAttribute('height', '630');
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(cardLink);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied.'));
    // The clipboard of user-event's session.
    expect(await navigator.clipboard.readText()).toBe(cardLink);
  });

  it("hands the link to the phone's share sheet, and says nothing when the player closes it", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    giveShareSheet(share);
    const { user } = await openPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share where you stand' });

    await user.click(within(dialog).getByRole('button', { name: 'Share link' }));
    expect(share).toHaveBeenCalledWith({
      url: cardLink,
      title: 'Derby Day Challenge',
      text: 'Where I stand in Derby Day Challenge on Contest Jockey',
    });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Shared.'));

    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    await user.click(within(dialog).getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toBeEmptyDOMElement());
    expect(share).toHaveBeenCalledTimes(2);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('asks the player to copy the link by hand when the browser refuses to copy it', async () => {
    const { user } = await openPage();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share where you stand' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Your browser did not let us copy the link: copy it from the field above.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveFocus();
  });

  it('opens and closes from the keyboard, focus coming back to Share', async () => {
    const { user } = await openPage();
    const button = await screen.findByRole('button', { name: 'Share' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share where you stand' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
