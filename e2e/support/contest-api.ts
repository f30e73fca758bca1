import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { AccountDetails } from './accounts';

/**
 * The API calls the contest stories make (spec §7), typed with only the fields the tests read. The browser tests
 * build their data this way, as an administrator would through the admin screens, and keep the browser for the
 * steps each story is about.
 */

/** Contest formats and properties (spec §3 enumerations). */
export const ContestFormat = { WinBankroll: 1, Win: 2 } as const;
export const Property = { Thoroughbred: 1, Harness: 2 } as const;

export interface Track {
  id: number;
  code: string;
  name: string;
  timezone: string;
}

export interface Race {
  id: number;
  raceNumber: number;
  postTime: string;
  isWageringClosed: boolean;
  finalized: boolean;
}

export interface Runner {
  id: number;
  raceID: number;
  programNumber: string;
  name: string;
  morningLine: string;
  scratched: boolean;
}

export interface Contest {
  id: number;
  name: string;
  slug: string;
  startTime: string;
  startingBankroll: number;
  format: number;
  property: number;
}

export interface ContestRace {
  id: number;
  raceID: number;
  maxWagers: number;
  minWagerAmount: number;
}

export interface Player {
  id: number;
  name: string;
  rank: number | null;
  bankroll: number;
  leaderboardBankroll: number;
}

export interface Play {
  id: number;
  amount: number;
  payoff: number | null;
  race: number;
  player: number;
}

/** The session token of a signup or login answer: `Authorization: Bearer <token>`. */
export function tokenOf(response: APIResponse): string {
  const token = /^Bearer\s+(\S+)$/i.exec(response.headers().authorization ?? '')?.[1];
  if (!token) throw new Error(`${response.url()} answered without an Authorization header.`);
  return token;
}

/** Fails with the call and the server's answer when the status is not the expected one. */
export async function expectStatus(response: APIResponse, status: number): Promise<APIResponse> {
  if (response.status() !== status) {
    throw new Error(
      `${response.url()} answered ${response.status()}, expected ${status}: ${await response.text()}`,
    );
  }
  return response;
}

/** A short tag that keeps names, slugs and track codes of parallel tests (and both projects) apart. */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-4)}${randomBytes(2).toString('hex')}`;
}

/** Calls made with one account's session. */
export class SessionApi {
  constructor(
    protected readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  protected get headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}` };
  }

  protected async send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    status: number,
    data?: unknown,
  ): Promise<T> {
    const response = await this.request.fetch(url, {
      method,
      headers: this.headers,
      ...(data === undefined ? {} : { data }),
    });
    await expectStatus(response, status);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/** A player: an account's own calls. */
export class PlayerApi extends SessionApi {
  /**
   * Signs up through the API, naming a contest: the account is created and enrolled at once (201), as a visitor who
   * pressed Enroll and signed up would be.
   */
  static async signUpInto(
    request: APIRequestContext,
    details: AccountDetails,
    contestSlug: string,
  ): Promise<PlayerApi> {
    const response = await request.post('/api/account/signup', {
      data: { ...details, confirmPassword: details.password, rulesAccepted: true, contestSlug },
    });
    await expectStatus(response, 201);
    return new PlayerApi(request, tokenOf(response));
  }

  /** Signs up through the API without a contest: an account of its own, enrolled nowhere (206). */
  static async signUp(request: APIRequestContext, details: AccountDetails): Promise<PlayerApi> {
    const response = await request.post('/api/account/signup', {
      data: { ...details, confirmPassword: details.password, rulesAccepted: true },
    });
    await expectStatus(response, 206);
    return new PlayerApi(request, tokenOf(response));
  }

  /** Enrolls the account in a contest (its next entry there), as the Enroll button does. */
  enroll(contestSlug: string): Promise<Player> {
    return this.send('POST', `/api/contest/${contestSlug}/enroll`, 201);
  }

  /** The account's entries in a contest. */
  myEntries(contestSlug: string): Promise<Player[]> {
    return this.send('GET', `/api/contest/${contestSlug}/players/me`, 200);
  }

  /**
   * A play on a contest race (WinBankroll: `amount` dollars; Win: $2 whatever is sent), with an alternate in a
   * contest that takes them.
   */
  play(contestRaceId: number, runnerId: number, amount = 2, alternateRunner?: number): Promise<Play> {
    return this.send('POST', `/api/race/${contestRaceId}/wager`, 201, {
      amount,
      pool: 'WIN',
      runners: [runnerId],
      ...(alternateRunner === undefined ? {} : { alternateRunner }),
    });
  }

  /** A play the server refuses: its status and message. */
  async refusedPlay(contestRaceId: number, runnerId: number): Promise<{ status: number; message: string }> {
    const response = await this.request.post(`/api/race/${contestRaceId}/wager`, {
      headers: this.headers,
      data: { amount: 2, pool: 'WIN', runners: [runnerId] },
    });
    return { status: response.status(), message: ((await response.json()) as { message: string }).message };
  }
}

/** What an administrator does in the race-data and contest admin screens, through their API. */
export class AdminApi extends SessionApi {
  static async logIn(request: APIRequestContext, email: string, password: string): Promise<AdminApi> {
    const response = await request.post('/api/account/login', { data: { email, password } });
    await expectStatus(response, 206);
    return new AdminApi(request, tokenOf(response));
  }

  createTrack(track: Omit<Track, 'id'>): Promise<Track> {
    return this.send('POST', '/api/tracks', 201, track);
  }

  createRace(trackID: number, raceNumber: number, postTime: Date): Promise<Race> {
    return this.send('POST', '/api/races', 201, { trackID, raceNumber, postTime: postTime.toISOString() });
  }

  createRunner(raceID: number, programNumber: string, name: string, morningLine: string): Promise<Runner> {
    return this.send('POST', '/api/runners', 201, { raceID, programNumber, name, morningLine });
  }

  /** The runners of a race, in program order. */
  runnersOf(raceId: number): Promise<Runner[]> {
    return this.send('GET', `/api/race/${raceId}/runners`, 200);
  }

  /** The races of a card (track, date YYYY-MM-DD), by race number. */
  racesOfCard(trackId: number, date: string): Promise<Race[]> {
    return this.send('GET', `/api/race-cards/${trackId}/${date}`, 200);
  }

  /** A scratch, as the Update Runner dialog sends it. */
  scratchRunner(runner: Runner): Promise<Runner> {
    return this.send('PUT', `/api/runners/${runner.id}`, 200, {
      runnerID: runner.id,
      programNumber: runner.programNumber,
      name: runner.name,
      morningLine: runner.morningLine,
      scratched: true,
    });
  }

  /** POST /contests: a draft contest (not yet published) in the given format (required on create). */
  createContest(contest: {
    name: string;
    slug: string;
    startTime: Date;
    startingBankroll: number;
    description: string;
    format: number;
  }): Promise<Contest> {
    return this.send('POST', '/api/contests', 201, {
      ...contest,
      startTime: contest.startTime.toISOString(),
    });
  }

  /**
   * PUT /contest/{id} with every field of the contest form (spec §3, §5): published, public and open to enrollment,
   * in the given format and property.
   */
  publishContest(
    contest: Contest & { description?: string },
    settings: { format: number; property: number; chatEnabled?: boolean; alternatesEnabled?: boolean },
  ): Promise<Contest> {
    return this.send('PUT', `/api/contest/${contest.id}`, 200, {
      name: contest.name,
      slug: contest.slug,
      startTime: contest.startTime,
      startingBankroll: contest.startingBankroll,
      description: contest.description ?? '',
      isPublished: true,
      isPublic: true,
      isEnrollmentOpen: true,
      isFeatured: false,
      featureDescription: '',
      isCancelled: false,
      chatEnabled: settings.chatEnabled ?? false,
      maxEntries: 1,
      format: settings.format,
      property: settings.property,
      liveStreamLink: '',
      ppLink: '',
      ...(settings.alternatesEnabled === undefined ? {} : { alternatesEnabled: settings.alternatesEnabled }),
    });
  }

  /** POST /contest/add-race: puts a race in a contest with the contest's own limits on it. */
  addRaceToContest(
    contestID: number,
    raceID: number,
    limits: { maxWagers: number; minWagerAmount: number },
  ): Promise<ContestRace> {
    return this.send('POST', '/api/contest/add-race', 201, { contestID, raceID, ...limits });
  }

  /** The race is off: no more plays, and everyone's plays on it are shown. */
  closeWagering(raceId: number): Promise<Race> {
    return this.send('PUT', `/api/race/${raceId}`, 200, { isWageringClosed: true });
  }

  /** One Win result: the winner and its $2 payoff. A dead heat is two results. */
  async addWinResult(raceId: number, winnerId: number, payoff: number): Promise<void> {
    await this.send('POST', `/api/race/${raceId}/result`, 201, { pool: 1, payoff, runners: [winnerId] });
  }

  /** The contest as an administrator reads it (drafts too). */
  contest(slug: string): Promise<Contest> {
    return this.send('GET', `/api/contest/${slug}`, 200);
  }

  /** A prize of the contest: its place, type (1 CASH, 2 BUY_IN, 3 MERCHANDISE), value in dollars and label. */
  async addPrize(
    contestId: number,
    prize: { placement: number; type: number; value: number; label: string },
  ): Promise<void> {
    await this.send('POST', `/api/contest/${contestId}/prizes`, 201, prize);
  }

  /** Scores the race in every contest that holds it; irreversible. */
  finalize(raceId: number): Promise<Race> {
    return this.send('POST', `/api/race/${raceId}/finalize`, 200);
  }
}
