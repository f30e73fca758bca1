/** What the app context carries to send e-mail: the mailer (one SMTP send) and the reliable outbox. */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends one message; rejects when it could not be handed over. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxRun {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  suppressed: number;
}

export interface Outbox {
  /** Call after committing a transaction that queued mail. */
  notify(): Promise<void>;
  /** Claims one batch of due messages and sends it. */
  runOnce(): Promise<OutboxRun>;
  /** Sends batches until nothing is due. */
  drain(): Promise<OutboxRun>;
  /**
   * Deletes rows past their retention unless this instance did so less than `pruneEveryMs` ago; returns how many
   * it deleted, or null when it was not yet time. The background worker calls it after each drain.
   */
  pruneIfDue(): Promise<number | null>;
  /** Starts the background worker (background mode only). */
  start(): void;
  /** Stops the background worker, waiting for the batch in hand. */
  stop(): Promise<void>;
}
