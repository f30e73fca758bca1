import { z } from 'zod';
import { ANALYTICS_LIMITS } from './analytics-limits';
import { IsoDateTime } from './common';

/** The product events the web app may record (spec §7); anything else is refused. */
const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'contest_enrollment',
  'play_added',
  'play_removed',
  'leaderboard_expanded',
  'chat_opened',
  'chat_message_sent',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const ANALYTICS_MESSAGES = {
  eventsRequired: 'At least one event is required.',
  tooManyEvents: `At most ${ANALYTICS_LIMITS.eventsPerBatch} events can be sent at once.`,
  unknownEvent: 'Unknown event name.',
  propertiesInvalid: `Event properties must be at most ${ANALYTICS_LIMITS.propertiesPerEvent} names, each with a text (up to ${ANALYTICS_LIMITS.propertyTextMax} characters), number or true/false value.`,
  pathTooLong: `Path must be at most ${ANALYTICS_LIMITS.pathMax} characters.`,
  visitIdInvalid: `Visit id must be 1 to ${ANALYTICS_LIMITS.visitIdMax} letters, digits or hyphens.`,
  daysInvalid: `Days must be a whole number from 1 to ${ANALYTICS_LIMITS.summaryDaysMax}.`,
} as const;

const propertiesInvalid = { error: ANALYTICS_MESSAGES.propertiesInvalid };
const propertyName = z
  .string(propertiesInvalid)
  .min(1, propertiesInvalid)
  .max(ANALYTICS_LIMITS.propertyKeyMax, propertiesInvalid);
const propertyValue = z.union(
  [z.string().max(ANALYTICS_LIMITS.propertyTextMax, propertiesInvalid), z.number(), z.boolean()],
  propertiesInvalid,
);

/** Flat properties only: no nested objects, so the stored rows stay easy to count and filter. */
const AnalyticsPropertiesSchema = z
  .record(propertyName, propertyValue, propertiesInvalid)
  .refine((value) => Object.keys(value).length <= ANALYTICS_LIMITS.propertiesPerEvent, propertiesInvalid);
export type AnalyticsProperties = z.infer<typeof AnalyticsPropertiesSchema>;

const AnalyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: ANALYTICS_MESSAGES.unknownEvent }),
  properties: AnalyticsPropertiesSchema.default({}),
  path: z.string().max(ANALYTICS_LIMITS.pathMax, ANALYTICS_MESSAGES.pathTooLong).nullish(),
  visitId: z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9-]{1,${ANALYTICS_LIMITS.visitIdMax}}$`), ANALYTICS_MESSAGES.visitIdInvalid)
    .nullish(),
});
export type AnalyticsEvent = z.input<typeof AnalyticsEventSchema>;

/**
 * POST /analytics/events. Sent as JSON, or as a JSON string with Content-Type text/plain (navigator.sendBeacon).
 * The server adds the account, the property (from the host) and the time.
 */
export const AnalyticsBatchSchema = z.strictObject({
  events: z
    .array(AnalyticsEventSchema, { error: ANALYTICS_MESSAGES.eventsRequired })
    .min(1, ANALYTICS_MESSAGES.eventsRequired)
    .max(ANALYTICS_LIMITS.eventsPerBatch, ANALYTICS_MESSAGES.tooManyEvents),
});

/** 202: how many events were stored (0 when the browser asked not to be tracked). */
export const AnalyticsAcceptedSchema = z.object({ accepted: z.number().int() });

export const AnalyticsSummaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: ANALYTICS_MESSAGES.daysInvalid })
    .int(ANALYTICS_MESSAGES.daysInvalid)
    .min(1, ANALYTICS_MESSAGES.daysInvalid)
    .max(ANALYTICS_LIMITS.summaryDaysMax, ANALYTICS_MESSAGES.daysInvalid)
    .default(30),
});

/** GET /admin/analytics/summary?days=30: counts per event name, and per UTC day and name, since `since`. */
export const AnalyticsSummarySchema = z.object({
  days: z.number().int(),
  since: IsoDateTime,
  totals: z.array(z.object({ name: z.string(), count: z.number().int() })),
  daily: z.array(
    z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), name: z.string(), count: z.number().int() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
