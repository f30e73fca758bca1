import { z } from 'zod';
import { IsoDateTime } from './common';
import { PAGE_SIZE } from './constants';
import { AUDIT_EVENT_TYPE_VALUES } from './enums';
import { searchPageQuery } from './paging';

export const AUDIT_MESSAGES = {
  typeInvalid: `Audit event type must be a number from 1 to ${AUDIT_EVENT_TYPE_VALUES.length}.`,
} as const;

/** {type} of GET /audit/{type}: one of the audit event types of spec §3 (1 account created … 9 wager removed). */
export const AuditTypeParamsSchema = z.object({
  type: z.coerce
    .number({ error: AUDIT_MESSAGES.typeInvalid })
    .int(AUDIT_MESSAGES.typeInvalid)
    .min(1, AUDIT_MESSAGES.typeInvalid)
    .max(AUDIT_EVENT_TYPE_VALUES.length, AUDIT_MESSAGES.typeInvalid),
});

/** ?offset&count&q: pages of 50, newest first; q of 2+ characters searches the message and the account's e-mail. */
export const AuditQuerySchema = searchPageQuery(PAGE_SIZE.auditLogs);

/** An audit log message (spec §3), with the e-mail of the account it concerns when there is one. */
export const AuditLogMessageSchema = z.object({
  messageId: z.number().int(),
  content: z.string(),
  createdAt: IsoDateTime,
  email: z.string().nullable(),
});
export type AuditLogMessage = z.infer<typeof AuditLogMessageSchema>;
