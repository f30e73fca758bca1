export interface LoginThrottleSettings {
  enabled: boolean;
  /** Every limit's window (whole seconds: counted by rate-limiter-flexible, whose Redis expiry is in seconds). */
  windowMs: number;
  /** Wrong passwords for one account from one address before that pair gets 429. */
  loginFailuresPerAccountAndIp: number;
  /** Wrong passwords from one address, whatever the account, before the address gets 429 (credential stuffing). */
  loginFailuresPerIp: number;
  /** Wrong passwords for one account, from anywhere, before its logins are slowed down. */
  loginSlowdownAfter: number;
  /** The first slow-down; each further failure doubles it, up to loginSlowdownMaxMs. */
  loginSlowdownStepMs: number;
  loginSlowdownMaxMs: number;
  /** Waits out a slow-down; tests record the wait instead. */
  delay: (ms: number) => Promise<void>;
}

/** How many calls each limiter lets through per window, and the login protection; tests lower or raise them. */
export interface RateLimitSettings extends LoginThrottleSettings {
  enabled: boolean;
  windowMs: number;
  signupPerIp: number;
  /** Login calls per address, successes included. */
  loginPerIp: number;
  resetPerIp: number;
  resetPerEmail: number;
  /** PUT /account/password-reset (code submissions) per address. */
  resetCodePerIp: number;
  emailPreferencePerIp: number;
  analyticsPerIp: number;
  /** GET of a share card (PNG), counted whether it is drawn, kept or not modified. */
  shareCardPerIp: number;
  chatPerAccount: number;
  photoUploadsPerAccount: number;
  /** Chat counts over a window of its own: a burst is what floods a conversation. */
  chatWindowMs: number;
}
