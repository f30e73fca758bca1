import type { PasswordOwner } from './password';

/**
 * The zxcvbn score (0 to 4) a new password needs: 3, "safely unguessable" (about 10^8 guesses and more, with
 * zxcvbn-ts's common dictionary and the site's and the owner's own words). Score 2 let `Summer2024!` and
 * `password-123` through (decision 059).
 */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScorer = (password: string, words: readonly string[]) => number;

let scorer: Promise<PasswordScorer> | undefined;

/**
 * zxcvbn-ts with the common dictionary (about 1 MB of words), loaded on first use and kept: the web app asks for it
 * when a password field is used, never on first load.
 */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, words) => factory.check(password, [...words]).score;
    },
  );
  return scorer;
}

/**
 * The words a password must not lean on: the site's names (each as written and run together), the owner's
 * names, e-mail address and the address's parts.
 */
export function guessableWords(owner: PasswordOwner, siteNames: readonly string[]): string[] {
  const email = (owner.email ?? '').trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const words = [
    ...siteNames.flatMap((name) => [name, name.replace(/\s+/g, ''), ...name.split(/\s+/)]),
    owner.firstName ?? '',
    owner.lastName ?? '',
    email,
    local,
    ...local.split(/[._+-]+/),
    domain.split('.')[0] ?? '',
  ];
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}

/** Whether `password` scores below PASSWORD_MIN_SCORE against the site's and the owner's words. */
export async function isGuessablePassword(
  password: string,
  owner: PasswordOwner,
  siteNames: readonly string[],
): Promise<boolean> {
  const score = (await loadPasswordScorer())(password, guessableWords(owner, siteNames));
  return score < PASSWORD_MIN_SCORE;
}
