import { expect, type Locator, type Page } from '@playwright/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The accessible name of an entry's leaderboard row: 'Rank 1, Jordan R., $172.00'. */
function entryRowName(name: string): RegExp {
  return new RegExp(`^Rank \\S+, ${escapeRegExp(name)}, `);
}

/**
 * The contest page (spec §2) at either width: on a phone the races and the leaderboard are two tabs, Contest and
 * Leaderboard; on a wide screen they are two columns side by side.
 */
export class ContestPage {
  constructor(
    readonly page: Page,
    private readonly isPhone: boolean,
  ) {}

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/contest/${slug}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The chosen entry's bankroll (or a Win contest's score) in the page header. */
  get bankroll(): Locator {
    // A Win contest calls the figure its Score, a Win Bankroll contest its Bankroll.
    return this.page.locator('dt:text-is("Bankroll") + dd, dt:text-is("Score") + dd');
  }

  get information(): Locator {
    return this.page.getByRole('region', { name: 'Information' });
  }

  /**
   * The Registration card: inside Information, except on a phone for someone who may still enrol, who sees it
   * above the races.
   */
  get registration(): Locator {
    return this.page.getByRole('region', { name: 'Registration' });
  }

  /**
   * Enrolls from the Registration card and waits for the page to show the entry (its bankroll or score): until then
   * the card's change moves the races below it, and a tap there may land on another row.
   */
  async enroll(): Promise<void> {
    await this.registration.getByRole('button', { name: 'Enroll', exact: true }).click();
    await expect(this.bankroll).toBeVisible();
  }

  /** On a phone, the Contest tab (Information and Races); a wide screen shows them always. */
  async showRaces(): Promise<void> {
    if (this.isPhone) await this.page.getByRole('tab', { name: 'Contest' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Races' })).toBeVisible();
  }

  /** On a phone, the Leaderboard tab; a wide screen shows it always. */
  async showLeaderboard(): Promise<void> {
    if (this.isPhone) await this.page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(this.leaderboard).toBeVisible();
  }

  /** A race row's summary: 'Race N', track, post time and state (Open, Closed, Final). */
  raceSummary(number: number): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Race ${number} `) });
  }

  /** The opened part of a race row: runners, the play form, plays and results. */
  race(number: number): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^Race ${number} `) });
  }

  /** Opens a race row unless it is open already, and answers its opened part. */
  async openRace(number: number): Promise<Locator> {
    const summary = this.raceSummary(number);
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const race = this.race(number);
    await finishedMoving(race);
    return race;
  }

  /** A runner of the change-pick form (a radio, confirmed with Change Pick). */
  runnerOption(race: Locator, name: string): Locator {
    return race.getByRole('radio', { name: new RegExp(escapeRegExp(name)) });
  }

  /** A runner of an open race's play form: one tap on it ('Pick #3 Midnight Quest') places the play. */
  runnerPick(race: Locator, name: string): Locator {
    return race.getByRole('button', { name: new RegExp(`^Pick #\\S+ ${escapeRegExp(name)}$`) });
  }

  /** 'Picked #3 Midnight Quest' with Undo, after a tap placed a play. */
  get pickedSnackbar(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /^Picked #/ });
  }

  amount(race: Locator): Locator {
    return race.getByRole('textbox', { name: 'Amount' });
  }

  /** Types the amount (WinBankroll) when given, then taps the runner, which places the play. */
  async addPlay(race: Locator, runner: string, amount?: string): Promise<void> {
    // The play form arrives after the race's runners (it loads with a player's races): wait for it.
    await expect(this.runnerPick(race, runner)).toBeVisible();
    if (amount !== undefined) await this.amount(race).fill(amount);
    await this.runnerPick(race, runner).click();
  }

  yourPlays(race: Locator): Locator {
    return race.getByRole('region', { name: 'Your plays' });
  }

  /** Removes one of the player's plays, confirming in the dialog. */
  async removePlay(race: Locator, programNumber: string, runner: string): Promise<void> {
    await race.getByRole('button', { name: `Remove play on #${programNumber} ${runner}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Remove play' });
    await expect(dialog).toContainText(
      `Are you sure you want to remove this play on #${programNumber} ${runner}?`,
    );
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  get leaderboard(): Locator {
    return this.page.getByRole('region', { name: 'Leaderboard' });
  }

  /** Your Entries, Pinned Entries or All Entries (count). */
  leaderboardSection(title: string | RegExp): Locator {
    return this.leaderboard.getByRole('region', { name: title });
  }

  /** An entry of a leaderboard section: its row button says 'Rank N, Name, $bankroll'. */
  entryRow(section: Locator, name: string): Locator {
    return section.getByRole('button', { name: entryRowName(name) });
  }

  /** The list item of an entry: its row and, once opened, its plays and the pin button. */
  entry(section: Locator, name: string): Locator {
    return section
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: entryRowName(name) }) });
  }

  /**
   * Opens an entry of a section to show its plays, and waits until it has finished opening (its height animates for
   * 300 ms, its content clipped meanwhile, as a player sees it); answers the entry.
   */
  async openEntry(section: Locator, name: string): Promise<Locator> {
    const row = this.entryRow(section, name);
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    const entry = this.entry(section, name);
    await finishedMoving(entry);
    return entry;
  }
}

/**
 * Waits until what was just opened has stopped moving: its own animations and those of the parts around it (the
 * 300 ms height animation of an entry or a race, its content clipped meanwhile). A story that acted at once could
 * aim at a button still clipped or still moving, and its click then landed on something else (seen on CI: an Add
 * Play click and a Pin Entry click that did nothing, each passing on a retry).
 */
async function finishedMoving(part: Locator): Promise<void> {
  await part.evaluate(async (element) => {
    const moving = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return target !== null && (target.contains(element) || element.contains(target));
    });
    // A transition replaced by another (the part closed again) rejects its `finished`: nothing to wait for then.
    await Promise.all(moving.map((animation) => animation.finished.catch(() => {})));
  });
}

/** A play as a line reads: 'Race N', the runner, the stake, then once the race is final the '+$' payoff. */
export function playLine(race: number, runner: string, amount: string, payoff?: string): RegExp {
  const parts = [`Race ${race}`, escapeRegExp(runner), escapeRegExp(amount)];
  if (payoff !== undefined) parts.push(escapeRegExp(payoff));
  return new RegExp(parts.join('\\s*'));
}
