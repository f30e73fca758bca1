import { type EmailType, Property } from '@cj/shared/enums';
import type { Config } from '../../config';
import { emailLinkSecret } from '../../lib/email-link-secret';
import { unsubscribeToken } from '../../lib/email-links';
import type { MailMessage } from '../../lib/mail-delivery';
import { brandName, publicUrl } from '../../lib/site';
import { type EmailAd, resolveEmailAd } from './email-ad';
import { type EmailLayoutOptions, emailLayout } from './html';

/** Every message the product sends. */
export type EmailKind =
  | 'password-reset'
  | 'enrollment-confirmed'
  | 'winners-notified'
  | 'contest-reminder'
  | 'pick-scratched'
  | 'test';

export interface OutgoingEmail extends MailMessage {
  kind: EmailKind;
  /** The preference that turns this message off, or null for essential mail (always sent). */
  unsubscribeType: EmailType | null;
}

/** The brand a message speaks for, the address its links point to, and the secret that signs its unsubscribe link. */
export interface EmailSite {
  brand: string;
  siteUrl: string;
  /** Needed by messages that can be turned off (EMAIL_LINK_SECRET); essential mail goes without. */
  linkSecret?: string;
}

/** A contest's property decides its brand: the harness property has the harness brand, any other brand one. */
export function siteOfProperty(config: Config, property: number): EmailSite {
  const harness = property === Property.Harness;
  return {
    brand: brandName(config, harness),
    siteUrl: publicUrl(config, harness),
    linkSecret: emailLinkSecret(config),
  };
}

/**
 * The web app's unsubscribe page for an address and a kind of e-mail (spec §2), with the token that lets it turn
 * that kind off without a login (docs/decisions/012-signed-unsubscribe-links.md).
 */
function unsubscribeUrl(site: EmailSite, email: string, type: EmailType): string {
  if (!site.linkSecret)
    throw new Error('An e-mail with an unsubscribe link needs the site with its linkSecret');
  const token = unsubscribeToken(site.linkSecret, email, type);
  return `${site.siteUrl}/email/unsubscribe/${encodeURIComponent(email)}/${encodeURIComponent(type)}?token=${token}`;
}

/** Lays out a message in the shared layout; a non-essential one gets its unsubscribe link and header. */
export function composeEmail(options: {
  kind: EmailKind;
  to: string;
  site: EmailSite;
  subject: string;
  unsubscribeType: EmailType | null;
  content: Pick<EmailLayoutOptions, 'heading' | 'paragraphs' | 'action'>;
  /** The contest e-mail ad (placement 3), if there is one; its image address is made absolute from the site's. */
  ad?: EmailAd | null;
}): OutgoingEmail {
  const { kind, to, site, subject, unsubscribeType, content } = options;
  const unsubscribe = unsubscribeType ? unsubscribeUrl(site, to, unsubscribeType) : undefined;
  const { html, text } = emailLayout({
    brand: site.brand,
    siteUrl: site.siteUrl,
    ...content,
    unsubscribeUrl: unsubscribe,
    ad: resolveEmailAd(options.ad, site.siteUrl),
  });
  return {
    kind,
    to,
    subject,
    html,
    text,
    unsubscribeType,
    headers: unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>` } : {},
  };
}
