import { wallClockInputs } from '@cj/shared/rules/wall-clock';
import { viewerTimezone } from '@/lib/zoned-time';

/** Spec §9: audit timestamps read '03/05/2024 14:07:09', in the administrator's own timezone. */
export function formatAuditTime(isoTime: string): string {
  const { date, time } = wallClockInputs(new Date(isoTime), auditTimeZone(), true);
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year} ${time}`;
}

/** The timezone audit times are shown in (the browser's), named: 'Europe/Paris'; 'UTC' when the browser says none. */
export function auditTimeZone(): string {
  return viewerTimezone() || 'UTC';
}
