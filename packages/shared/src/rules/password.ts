/**
 * Which new passwords are refused (NIST SP 800-63B §5.1.1.2): blank ones (spaces only), ones equal to the
 * owner's e-mail, its local part or a name, and ones on a list of commonly used passwords. Length is checked by
 * the field. The list is big and stays on the server, which passes its membership test; the web checks the rest.
 * Then 'weak': a zxcvbn score below the minimum (password-strength.ts), checked by both, the web on demand.
 */
export type PasswordProblem = 'blank' | 'personal' | 'common' | 'weak';

export interface PasswordOwner {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

const normalized = (text: string) => text.trim().toLowerCase();

export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  isCommon: (lowercased: string) => boolean = () => false,
): PasswordProblem | null {
  const candidate = normalized(password);
  if (candidate === '') return 'blank';
  const email = normalized(owner.email ?? '');
  const personal = [
    email,
    email.split('@')[0] ?? '',
    normalized(owner.firstName ?? ''),
    normalized(owner.lastName ?? ''),
  ];
  if (personal.some((value) => value !== '' && value === candidate)) return 'personal';
  if (isCommon(candidate)) return 'common';
  return null;
}
