import { z } from 'zod';
import { LIMITS } from './constants';
import { requiredText } from './fields';
import { IMAGE_MESSAGES } from './images';

const SPONSOR_LAYOUT_ORDER_MAX = 10_000;

export const SPONSOR_MESSAGES = {
  nameRequired: 'Name is required',
  layoutOrderRequired: 'Layout order is required',
  layoutOrderInvalid: `Layout order must be a whole number from 0 to ${SPONSOR_LAYOUT_ORDER_MAX}.`,
  fileRequired: IMAGE_MESSAGES.fileRequired,
  oneFileOnly: IMAGE_MESSAGES.oneFileOnly,
  sponsorNotFound: 'Sponsor not found.',
  removeFailed: 'Failed to remove sponsor.',
} as const;

const M = SPONSOR_MESSAGES;

/** A layout order as a form or a multipart field sends it, a number or its digits; blank gives `required`. */
const layoutOrderField = z.unknown().transform((value, context) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    context.addIssue({ code: 'custom', message: M.layoutOrderRequired });
    return z.NEVER;
  }
  const order = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isInteger(order) || order < 0 || order > SPONSOR_LAYOUT_ORDER_MAX) {
    context.addIssue({ code: 'custom', message: M.layoutOrderInvalid });
    return z.NEVER;
  }
  return order;
});

/**
 * The text fields of Add New Sponsor (POST /contest/{id}/sponsor, multipart with one logo file besides them).
 * Validated in this order, then the file: 'Name is required', 'Layout order is required', 'File is required'.
 */
export const SponsorFieldsSchema = z.object({
  name: requiredText(M.nameRequired, LIMITS.nameMax, 'Name'),
  layoutOrder: layoutOrderField,
});
