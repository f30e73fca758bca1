import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link: an HMAC-SHA256 of the address (lower case) and the kind of e-mail under the
 * server's EMAIL_LINK_SECRET, so only someone who received the e-mail can turn that kind off for that address
 * (docs/decisions/012-signed-unsubscribe-links.md).
 */
export function unsubscribeToken(secret: string, email: string, type: string): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe\n${email.trim().toLowerCase()}\n${type}`)
    .digest('base64url');
}

/** Whether `token` is the link token of this address and type; compared in constant time. */
export function isUnsubscribeToken(secret: string, email: string, type: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email, type));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
