import '../testing/lazy-parts';
import { alternateRuledOutNotice } from '@cj/shared/play-messages';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testAccount } from '@/testing/test-utils';
import { mockContestApi } from '../testing/contest-api';
import { makeContest, makePlayer, makeRace, makeRunner, runners, SLUG } from '../testing/fixtures';

vi.setConfig({ testTimeout: 60_000 });
// The whole app renders, with its lazily loaded parts, on a machine other work shares.
configure({ asyncUtilTimeout: 15_000 });

const PAGE = `/contest/${SLUG}`;
const sierra = { programNumber: '2', name: 'Sierra Leone' };
/** Entered by hand as '1A': one betting interest with #1 Mystik Dan (rules/alternates.ts areCoupled). */
const mystikToo = makeRunner({ id: 5, programNumber: '1A', name: 'Mystik Too' });

function renderAlternatesRace() {
  mockContestApi({
    contest: makeContest({ alternatesEnabled: true }),
    races: [makeRace({ runners: [...runners, mystikToo] })],
    myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })],
  });
  return renderApp(PAGE, { account: testAccount });
}

const playForm = () => screen.getByRole('form', { name: 'Pick a runner to win' });
const alternateField = () => screen.getByRole('combobox', { name: 'Alternate (if your pick is scratched)' });
const offeredAlternates = () =>
  within(alternateField())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the alternate of a play', () => {
  it('is offered only among the runners the rule allows: not the pick, not scratched, not coupled with it', async () => {
    const { user } = renderAlternatesRace();
    await user.click(await screen.findByRole('radio', { name: /Mystik Dan/ }));
    expect(offeredAlternates()).toEqual(['None', '#2 Sierra Leone', '#AE1 Epic Ride']);
  });

  it('is cleared, and the form says why, when the pick becomes that runner', async () => {
    const { user } = renderAlternatesRace();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Alternate/ }), '#2 Sierra Leone');
    await user.click(screen.getByRole('radio', { name: /Sierra Leone/ }));

    expect(alternateField()).toHaveValue('');
    expect(within(playForm()).getByRole('status')).toHaveTextContent(
      alternateRuledOutNotice(sierra, 'samePick'),
    );
    // Naming another alternate: the notice has done its job.
    await user.selectOptions(alternateField(), '#AE1 Epic Ride');
    expect(within(playForm()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('is cleared, and the form says why, when the pick becomes a runner coupled with it', async () => {
    const { user } = renderAlternatesRace();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Alternate/ }), '#1A Mystik Too');
    await user.click(screen.getByRole('radio', { name: /Mystik Dan/ }));

    expect(alternateField()).toHaveValue('');
    expect(within(playForm()).getByRole('status')).toHaveTextContent(
      alternateRuledOutNotice(mystikToo, 'coupled'),
    );
  });
});
