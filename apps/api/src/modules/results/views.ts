import type { RaceResult } from '@cj/shared/races';
import { centsToDollars } from '@cj/shared/rules/money';
import type { ResultWithRunners } from './repository';

export function toRaceResult(result: ResultWithRunners): RaceResult {
  return {
    id: result.id,
    pool: result.pool,
    payoff: centsToDollars(result.payoffCents),
    runners: result.runners,
  };
}
