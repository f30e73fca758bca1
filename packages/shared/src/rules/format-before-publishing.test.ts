import { describe, expect, it } from 'vitest';
import { CONTEST_ADMIN_MESSAGES } from '../contest-admin';
import { CONTEST_SETUP_MESSAGES } from '../contest-setup';
import { formatMissingMessage } from './format-before-publishing';

const M = CONTEST_ADMIN_MESSAGES;
const draft = { format: -1, isPublished: false, isEnrollmentOpen: false };

describe('formatMissingMessage', () => {
  it('lets a contest without a format be a draft, and one with a format be anything', () => {
    expect(formatMissingMessage(draft, null)).toBeNull();
    for (const format of [1, 2])
      expect(formatMissingMessage({ format, isPublished: true, isEnrollmentOpen: true }, null)).toBeNull();
  });

  it('names why a contest without a format may not be published or opened for enrollment', () => {
    expect(formatMissingMessage({ ...draft, isPublished: true }, null)).toBe(M.publishNeedsFormat);
    expect(formatMissingMessage({ ...draft, isEnrollmentOpen: true }, null)).toBe(M.enrollmentNeedsFormat);
    expect(formatMissingMessage({ format: -1, isPublished: true, isEnrollmentOpen: true }, draft)).toBe(
      M.publishNeedsFormat,
    );
    const published = { format: 1, isPublished: true, isEnrollmentOpen: false };
    expect(formatMissingMessage({ ...published, format: -1 }, published)).toBe(M.publishNeedsFormat);
  });

  it('leaves a contest already published or open without a format as it is', () => {
    const older = { format: -1, isPublished: true, isEnrollmentOpen: true };
    expect(formatMissingMessage(older, older)).toBeNull();
    const olderDraftOpen = { format: -1, isPublished: false, isEnrollmentOpen: true };
    expect(formatMissingMessage({ ...olderDraftOpen, isPublished: true }, olderDraftOpen)).toBe(
      M.publishNeedsFormat,
    );
  });
});

describe('pastPostLeftOut', () => {
  it('names the races left out, one or several', () => {
    const say = CONTEST_SETUP_MESSAGES.pastPostLeftOut;
    expect(say(['Race 1 (1:00 PM)'])).toBe('Race 1 (1:00 PM) is past its post time and was left out.');
    expect(say(['Race 1 (1:00 PM)', 'Race 2 (1:30 PM)', 'Race 3 (2:00 PM)'])).toBe(
      'Race 1 (1:00 PM), Race 2 (1:30 PM) and Race 3 (2:00 PM) are past their post times and were left out.',
    );
  });
});
