/** Enumerations numbered exactly as the spec numbers them (spec §3). */

export const Property = { None: -1, Thoroughbred: 1, Harness: 2 } as const;
export type Property = (typeof Property)[keyof typeof Property];
export const PROPERTY_VALUES = [-1, 1, 2] as const;

export const ContestFormat = { None: -1, WinBankroll: 1, Win: 2 } as const;
export type ContestFormat = (typeof ContestFormat)[keyof typeof ContestFormat];
export const CONTEST_FORMAT_LABELS: Record<ContestFormat, string> = {
  [-1]: 'None',
  1: 'Win Bankroll',
  2: 'Win',
};

export const PrizeType = { Cash: 1, BuyIn: 2, Merchandise: 3 } as const;
export type PrizeType = (typeof PrizeType)[keyof typeof PrizeType];
export const PRIZE_TYPE_VALUES = [1, 2, 3] as const;
export const PRIZE_TYPE_LABELS: Record<PrizeType, string> = { 1: 'CASH', 2: 'BUY_IN', 3: 'MERCHANDISE' };

/** The only pool the product offers. The wire name of a play's pool is 'WIN'; results use the number 1. */
export const Pool = { Win: 1 } as const;
export type Pool = (typeof Pool)[keyof typeof Pool];

export const RaceType = { Thoroughbred: 1, Harness: 2 } as const;
export type RaceType = (typeof RaceType)[keyof typeof RaceType];

export const AuditEventType = {
  AccountCreated: 1,
  AccountAuthenticated: 2,
  PasswordResetRequested: 3,
  PasswordResetDone: 4,
  ContestEnrollment: 5,
  WagerAttempt: 6,
  WagerFailed: 7,
  WagerPlaced: 8,
  WagerRemoved: 9,
  // Operator actions, after the spec's nine: who, when, what, and the values before and after.
  RaceChanged: 10,
  RunnerChanged: 11,
  ResultChanged: 12,
  RaceFinalized: 13,
  ContestChanged: 14,
  PrizeChanged: 15,
  PlayerChanged: 16,
  AccountChanged: 17,
} as const;
export type AuditEventType = (typeof AuditEventType)[keyof typeof AuditEventType];
export const AUDIT_EVENT_TYPE_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export const AUDIT_EVENT_TYPE_LABELS: Record<AuditEventType, string> = {
  1: 'Account created',
  2: 'Account authenticated',
  3: 'Password reset requested',
  4: 'Password reset done',
  5: 'Contest enrollment',
  6: 'Wager attempt',
  7: 'Wager failed',
  8: 'Wager placed',
  9: 'Wager removed',
  10: 'Race changed',
  11: 'Runner changed',
  12: 'Result changed',
  13: 'Race finalized',
  14: 'Contest changed',
  15: 'Prize changed',
  16: 'Player changed',
  17: 'Account changed',
};

export const AdPlacement = { Homepage: 1, Contest: 2, Email: 3 } as const;
export type AdPlacement = (typeof AdPlacement)[keyof typeof AdPlacement];
export const AD_PLACEMENT_VALUES = [1, 2, 3] as const;

/** Kinds of e-mail a person can opt out of (the {type} of /email/unsubscribe/{email}/{type}). */
export const EmailType = { Marketing: 'marketing', ContestUpdates: 'contest-updates' } as const;
export type EmailType = (typeof EmailType)[keyof typeof EmailType];
export const EMAIL_TYPE_VALUES = ['marketing', 'contest-updates'] as const;
