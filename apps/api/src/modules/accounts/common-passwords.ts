import { LIMITS } from '@cj/shared/constants';

/**
 * The common-password list of @zxcvbn-ts/language-common (49,233 passwords, most used first), loaded on first
 * use and kept as a set. Only entries long enough to pass the length rule are kept; the list is lower case.
 */
let list: Promise<ReadonlySet<string>> | undefined;

function load(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const passwords = dictionary['passwords-common'] as readonly string[];
    return new Set(passwords.filter((password) => password.length >= LIMITS.passwordMin));
  });
  return list;
}

/** A membership test for the shared password rule; `lowercased` is the trimmed, lower-cased password. */
export async function commonPasswordTest(): Promise<(lowercased: string) => boolean> {
  const passwords = await load();
  return (lowercased) => passwords.has(lowercased);
}
