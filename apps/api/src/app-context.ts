import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './modules/email/mailer';
import type { RateLimitSettings } from './plugins/rate-limits';

/** What every module needs, built once in buildApp and reached through `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  mailer: Mailer;
  now: () => Date;
  rateLimits: RateLimitSettings;
  /** Lets Parse Race Card From URL fetch loopback addresses (other private ranges stay refused); tests only. */
  allowPrivateAddresses: boolean;
}

export interface SessionAccount {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isLocked: boolean;
  isAdministrator: boolean;
  photoPath: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    account: SessionAccount | null;
    sessionId: number | null;
    /** A token was sent but is malformed, unknown, expired or belongs to a locked account. */
    tokenRejected: boolean;
  }
}
