import { EmailType } from '@cj/shared/enums';
import type { AppContext } from '../../app-context';
import { contestReminderEmail } from '../email/contest-reminder-email';
import { queueEmailsOnce } from '../email/outbox';
import { siteOfProperty } from '../email/outgoing-email';
import { findDueReminders, reminderKey } from './repository';

/** Reminders queued per round: a round is two statements whatever the number of contests and players. */
const REMINDER_BATCH = 200;

/**
 * Queues the reminders due now (REMINDER_LEAD_MINUTES before a contest's first post, to players with races still
 * unpicked), round after round until none is left. Each goes at most once per player and contest across every
 * instance: its outbox row is keyed `reminder:<contestId>:<accountId>` and a key already there is skipped.
 * Returns how many this call queued.
 */
export async function queueDueReminders(ctx: AppContext, batch = REMINDER_BATCH): Promise<number> {
  let queued = 0;
  for (;;) {
    const now = ctx.now();
    const due = await findDueReminders(ctx.db, {
      now,
      leadMinutes: ctx.config.REMINDER_LEAD_MINUTES,
      limit: batch,
      optOutType: EmailType.ContestUpdates,
    });
    const emails = due.map((reminder) => ({
      dedupeKey: reminderKey(reminder.contestId, reminder.accountId),
      email: contestReminderEmail({
        to: reminder.email,
        firstName: reminder.firstName,
        contest: { name: reminder.contestName, slug: reminder.slug },
        races: reminder.races,
        firstPost: { time: reminder.firstPostTime, timezone: reminder.firstPostTimezone },
        site: siteOfProperty(ctx.config, reminder.property),
      }),
    }));
    queued += await queueEmailsOnce(ctx.db, emails, now);
    // Every row found is now in the outbox (queued here or by another instance), so the next round finds others.
    if (due.length < batch) break;
  }
  if (queued > 0) await ctx.outbox.notify();
  return queued;
}
