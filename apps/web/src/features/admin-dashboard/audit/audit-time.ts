import { dayjs } from '@/lib/dates';

/** Spec §9: audit timestamps read '03/05/2024 14:07:09'. */
const AUDIT_TIME_FORMAT = 'MM/DD/YYYY HH:mm:ss';

/** An audit message's time, in the administrator's own timezone. */
export function formatAuditTime(isoTime: string): string {
  return dayjs(isoTime).format(AUDIT_TIME_FORMAT);
}

/** The timezone audit times are shown in (the browser's), named: 'Europe/Paris'; 'UTC' when the browser says none. */
export function auditTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
