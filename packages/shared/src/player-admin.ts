import { z } from 'zod';
import { LIMITS } from './constants';
import { requiredText } from './fields';
import { dollarsToCents } from './rules/money';

const ADD_PLAYERS_MAX = 100;

export const PLAYER_ADMIN_MESSAGES = {
  selectAccount: 'Please select at least one account.',
  tooManyAccounts: `Add at most ${ADD_PLAYERS_MAX} players at a time.`,
  accountNotFound: 'Account not found.',
  nameRequired: 'Name is required',
  bankrollRequired: 'Bankroll is required',
  leaderboardBankrollRequired: 'Leaderboard bankroll is required',
  bankrollNotANumber: 'Bankroll must be a number',
  leaderboardBankrollNotANumber: 'Leaderboard bankroll must be a number',
  playerUpdated: 'Player updated successfully',
} as const;

const M = PLAYER_ADMIN_MESSAGES;

/** POST /contest/{id}/players: the accounts to enter (each gets an entry unless it holds one already). */
export const AddPlayersSchema = z.strictObject({
  accounts: z
    .array(z.number({ error: M.selectAccount }).int(M.selectAccount).positive(M.selectAccount), {
      error: M.selectAccount,
    })
    .min(1, M.selectAccount)
    .max(ADD_PLAYERS_MAX, M.tooManyAccounts),
});

/**
 * A bankroll as the Edit Player form sends it, a number or text of dollars: blank or negative gives
 * `required`, anything that is not dollars and cents gives `notANumber`. Parses to dollars.
 */
function bankrollField(required: string, notANumber: string) {
  return z.unknown().transform((value, context) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const cents = typeof value === 'number' || typeof value === 'string' ? dollarsToCents(value) : null;
    if (cents === null) {
      context.addIssue({ code: 'custom', message: notANumber });
      return z.NEVER;
    }
    if (cents < 0) {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return cents / 100;
  });
}

/** PUT /contest/{id}/players/{playerId}: the Edit Player form. Other fields of the entry as read are ignored. */
export const UpdatePlayerSchema = z.object({
  name: requiredText(M.nameRequired, LIMITS.nameMax, 'Name'),
  bankroll: bankrollField(M.bankrollRequired, M.bankrollNotANumber),
  leaderboardBankroll: bankrollField(M.leaderboardBankrollRequired, M.leaderboardBankrollNotANumber),
});
export type UpdatePlayer = z.input<typeof UpdatePlayerSchema>;
