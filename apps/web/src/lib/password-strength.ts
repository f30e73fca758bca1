import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import type { PasswordOwner } from '@cj/shared/rules/password';
import type { Site } from '@cj/shared/site';

/**
 * The strength check (zxcvbn-ts and its dictionary, about 1 MB) is a chunk of its own, loaded when a new-password
 * field gets focus, never with the page.
 */
const strength = () => import('@cj/shared/rules/password-strength');

export function preloadPasswordStrength() {
  strength()
    .then((module) => module.loadPasswordScorer())
    .catch(() => undefined);
}

/**
 * The message for a password too easy to guess (the site's names and the owner's words count against it), or
 * null. When the check cannot be loaded the server's own check decides.
 */
export async function guessablePasswordMessage(
  password: string,
  owner: PasswordOwner,
  site: Site,
): Promise<string | null> {
  try {
    const { isGuessablePassword } = await strength();
    const siteNames = [site.productName, site.sisterSite.productName];
    return (await isGuessablePassword(password, owner, siteNames)) ? ACCOUNT_MESSAGES.passwordWeak : null;
  } catch {
    return null;
  }
}
