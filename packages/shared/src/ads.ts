import { z } from 'zod';
import { AD_PLACEMENT_VALUES } from './enums';

export const AD_MESSAGES = {
  placementInvalid: 'Ad placement must be 1 (homepage), 2 (contest) or 3 (email).',
} as const;

/** GET /ads?placement=1&p=2: the active ads of a placement for a property (brand); no p lists every brand's. */
export const AdsQuerySchema = z.object({
  placement: z.coerce
    .number({ error: AD_MESSAGES.placementInvalid })
    .pipe(z.literal(AD_PLACEMENT_VALUES, { error: AD_MESSAGES.placementInvalid })),
  p: z.coerce.number().int().optional().catch(undefined),
});
export type AdsQuery = z.input<typeof AdsQuerySchema>;

export const AdSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  altText: z.string(),
});
export type Ad = z.infer<typeof AdSchema>;
