import { describe, expect, it } from 'vitest';
import { formatAuditTime } from './audit-time';

describe('formatAuditTime', () => {
  it("reads 'MM/DD/YYYY HH:mm:ss' on a 24-hour clock, in the browser's timezone", () => {
    expect(formatAuditTime(new Date(2024, 2, 5, 14, 7, 9).toISOString())).toBe('03/05/2024 14:07:09');
    expect(formatAuditTime(new Date(2025, 11, 31, 0, 0, 0).toISOString())).toBe('12/31/2025 00:00:00');
  });
});
