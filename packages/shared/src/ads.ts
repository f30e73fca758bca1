import { z } from 'zod';
import { IsoDateTime } from './common';
import { AD_PLACEMENT_VALUES, type AdPlacement, PROPERTY_VALUES, type Property } from './enums';
import { requiredText } from './fields';
import { IMAGE_MESSAGES } from './images';

const AD_LINK_MAX = 2000;
const AD_ALT_TEXT_MAX = 200;

export const AD_MESSAGES = {
  placementInvalid: 'Ad placement must be 1 (homepage), 2 (contest) or 3 (email).',
  placementRequired: 'Placement is required',
  propertyRequired: 'Property is required',
  propertyInvalid: 'Property must be -1 (all brands), 1 (thoroughbred) or 2 (harness).',
  linkRequired: 'Link is required',
  linkInvalid: 'Link must be a web address starting with http:// or https://.',
  altTextRequired: 'Alt text is required',
  activeInvalid: 'Active must be true or false.',
  fileRequired: IMAGE_MESSAGES.fileRequired,
  adNotFound: 'Ad not found.',
} as const;

const M = AD_MESSAGES;

/** How the admin area names a placement and a property. */
export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  1: 'Homepage',
  2: 'Contest page',
  3: 'Contest e-mails',
};
export const AD_PROPERTY_LABELS: Record<Property, string> = {
  [-1]: 'All brands',
  1: 'Thoroughbred',
  2: 'Harness',
};

/** GET /ads?placement=1&p=2: the active ads of a placement for a property (brand); no p lists every brand's. */
export const AdsQuerySchema = z.object({
  placement: z.coerce
    .number({ error: AD_MESSAGES.placementInvalid })
    .pipe(z.literal(AD_PLACEMENT_VALUES, { error: AD_MESSAGES.placementInvalid })),
  p: z.coerce.number().int().optional().catch(undefined),
});

export const AdSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  altText: z.string(),
});
export type Ad = z.infer<typeof AdSchema>;

/** An ad as the admin area sees it (GET /admin/ads). */
export const AdminAdSchema = AdSchema.extend({
  placement: z.literal(AD_PLACEMENT_VALUES),
  property: z.literal(PROPERTY_VALUES),
  isActive: z.boolean(),
  createdAt: IsoDateTime,
});
export type AdminAd = z.infer<typeof AdminAdSchema>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One of `values`, as a form (a number) or a multipart field (its digits) sends it; blank gives `required`. */
function choiceField<const T extends readonly number[]>(values: T, required: string, invalid: string) {
  return z.unknown().transform((value, context): T[number] => {
    if (isBlank(value)) {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    if (!values.includes(number)) {
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return number as T[number];
  });
}

const WebAddress = z.url({ protocol: /^https?$/, hostname: /^.+$/ });

/** Whether text is an absolute http or https address, the only links an ad may have. */
export const isWebAddress = (text: string): boolean => WebAddress.safeParse(text).success;

/** Active as a checkbox (a boolean) or a multipart field ('true' or 'false') sends it; absent reads as true. */
const activeField = z.unknown().transform((value, context) => {
  if (value === undefined || value === null || value === '') return true;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  context.addIssue({ code: 'custom', message: M.activeInvalid });
  return z.NEVER;
});

/**
 * The text fields of an ad (POST /admin/ads and PUT /admin/ads/{id}, multipart with the image file besides them;
 * the image is required when creating). Checked in this order, then the file: placement, property, link, alt text,
 * active.
 */
export const AdFieldsSchema = z.object({
  placement: choiceField(AD_PLACEMENT_VALUES, M.placementRequired, M.placementInvalid),
  property: choiceField(PROPERTY_VALUES, M.propertyRequired, M.propertyInvalid),
  linkUrl: requiredText(M.linkRequired, AD_LINK_MAX, 'Link').refine(isWebAddress, M.linkInvalid),
  altText: requiredText(M.altTextRequired, AD_ALT_TEXT_MAX, 'Alt text'),
  isActive: activeField,
});
export type AdFields = z.input<typeof AdFieldsSchema>;
export type AdFieldValues = z.output<typeof AdFieldsSchema>;
