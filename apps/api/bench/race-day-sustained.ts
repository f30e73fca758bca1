import { openPostgres } from '../src/db/client';
import { formatMs } from './bench-setup';
import { checkPlayInvariants, preparePlayLoad } from './play-burst';
import { chooseLoadGenerator, type LoadGenerator, type PlayLoadResult, runPlayLoad } from './play-load';

/**
 * Race day's sustained plays: the bench's play load (bench/play-load.ts: the same random plays, `clients` at once
 * for `seconds`) on one instance directly, then through the entry every player uses (HAProxy, or without it every
 * instance in turn), each on a fresh contest of 4,000 entries made in SQL, with the same load generator both times,
 * so the two plays/s compare. wrk sends to one address, so without HAProxy both runs use the node client. The
 * bench's play rules are checked on both contests.
 */

export interface SustainedRun {
  load: PlayLoadResult;
  playsPerSecond: number;
  invariantsHeld: boolean;
  invariantDetail: string;
}

export interface SustainedPlays {
  generator: LoadGenerator;
  oneInstance: SustainedRun;
  allInstances: SustainedRun;
}

export async function sustainedPlays(options: {
  databaseUrl: string;
  /** The instance the first run goes to. */
  oneAddress: string;
  /** Where the second run goes: HAProxy's address, or every instance's. */
  allAddresses: readonly string[];
  clients: number;
  seconds: number;
}): Promise<SustainedPlays> {
  const { databaseUrl, oneAddress, allAddresses, clients, seconds } = options;
  const generator = await chooseLoadGenerator(allAddresses.length);
  const database = openPostgres(databaseUrl, 2);
  try {
    const measure = async (addresses: readonly string[]): Promise<SustainedRun> => {
      const prepared = await preparePlayLoad(database.db);
      const load = await runPlayLoad(generator, { ...prepared, addresses, clients, seconds });
      const invariants = await checkPlayInvariants(database.db, prepared.card.contestId, load);
      return {
        load,
        playsPerSecond: (load.statuses['201'] ?? 0) / load.elapsedSeconds,
        invariantsHeld: invariants.held,
        invariantDetail: invariants.detail,
      };
    };
    const oneInstance = await measure([oneAddress]);
    const allInstances = await measure(allAddresses);
    return { generator, oneInstance, allInstances };
  } finally {
    await database.close();
  }
}

export function describeRun({ load, playsPerSecond }: SustainedRun): string {
  return (
    `${Math.round(playsPerSecond).toLocaleString('en-US')} plays/s (p50 ${formatMs(load.p50Ms)}, ` +
    `p99 ${formatMs(load.p99Ms)}; ${JSON.stringify(load.statuses)})`
  );
}
