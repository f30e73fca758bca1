import { z } from 'zod';
import { PROPERTY_VALUES } from './enums';

/** What the web app needs to brand itself for the host it was served from (GET /api/site). */
export const SiteSchema = z.object({
  productName: z.string(),
  property: z.literal(PROPERTY_VALUES),
  isHarness: z.boolean(),
  contactEmail: z.string(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  sisterSite: z.object({ productName: z.string(), url: z.string().nullable() }),
  /** The VAPID public key for pushManager.subscribe, or null when push alerts are off (nothing to ask then). */
  pushPublicKey: z.string().nullable(),
});
export type Site = z.infer<typeof SiteSchema>;
