import { Property } from '@cj/shared/enums';
import type { Site } from '@cj/shared/site';
import type { Config } from '../config';

/** The host a request was made to, without its port, lower-cased. */
function requestHostname(hostHeader: string | undefined): string {
  return (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
}

export function isHarnessHost(config: Config, hostHeader: string | undefined): boolean {
  return config.HARNESS_HOSTS.includes(requestHostname(hostHeader));
}

export function publicUrl(config: Config, harness: boolean): string {
  const configured = harness ? (config.HARNESS_PUBLIC_URL ?? config.PUBLIC_URL) : config.PUBLIC_URL;
  return (configured ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export function brandName(config: Config, harness: boolean): string {
  return harness ? config.HARNESS_BRAND_NAME : config.BRAND_NAME;
}

/** The property of a brand's site: harness (HARNESS_HOSTS) or thoroughbred (every other host). */
export function propertyOfBrand(harness: boolean): Property {
  return harness ? Property.Harness : Property.Thoroughbred;
}

export function siteFor(config: Config, hostHeader: string | undefined): Site {
  return siteForBrand(config, isHarnessHost(config, hostHeader));
}

/** The site of one brand: harness (HARNESS_HOSTS) or thoroughbred (every other host). */
export function siteForBrand(config: Config, harness: boolean): Site {
  const socialLinks = [
    { name: 'Facebook', url: config.SOCIAL_FACEBOOK_URL },
    { name: 'X', url: config.SOCIAL_X_URL },
    { name: 'Instagram', url: config.SOCIAL_INSTAGRAM_URL },
    { name: 'YouTube', url: config.SOCIAL_YOUTUBE_URL },
  ].filter((link): link is { name: string; url: string } => Boolean(link.url));
  return {
    productName: brandName(config, harness),
    property: propertyOfBrand(harness),
    isHarness: harness,
    contactEmail: harness ? (config.HARNESS_CONTACT_EMAIL ?? config.CONTACT_EMAIL) : config.CONTACT_EMAIL,
    socialLinks,
    sisterSite: {
      productName: brandName(config, !harness),
      url: harness ? (config.PUBLIC_URL ?? null) : (config.HARNESS_PUBLIC_URL ?? null),
    },
    // config.ts takes the VAPID keys all together or not at all: the public key alone says push is on.
    pushPublicKey: config.VAPID_PUBLIC_KEY ?? null,
  };
}
