import { wallClockInputs, zonedDateTime, zoneOrUtc } from '@cj/shared/rules/wall-clock';

/**
 * The time an ISO instant reads at the track, as date and time inputs take it ('2025-05-03', '13:05'). An unknown
 * timezone name reads as UTC rather than breaking the form.
 */
export function toTrackInputs(isoTime: string, timezone: string): { date: string; time: string } {
  return wallClockInputs(new Date(isoTime), zoneOrUtc(timezone));
}

/** The UTC ISO instant of a date and a time read at the track ('2025-05-03', '13:05', New York → 17:05Z). */
export function fromTrackInputs(date: string, time: string, timezone: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return zonedDateTime(date, hour, minute, zoneOrUtc(timezone)).toISOString();
}
