// Said about the session itself, in a module without zod: the logout page shows it and loads no schema (decision 021).

export const SESSION_MESSAGES = {
  signedOut: 'You are signed out.',
} as const;
