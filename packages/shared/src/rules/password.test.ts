import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

const owner = { email: 'Ada.Lovelace@Example.com', firstName: 'Augusta', lastName: 'Lovelace' };
const common = new Set(['password', '12345678']);
const isCommon = (lowercased: string) => common.has(lowercased);

describe('passwordProblem', () => {
  it('refuses a password of spaces only', () => {
    expect(passwordProblem('        ', owner)).toBe('blank');
    expect(passwordProblem('\t \n     ', owner)).toBe('blank');
  });

  it('refuses the e-mail, its local part and the names, whatever the case and surrounding spaces', () => {
    for (const password of [
      'ada.lovelace@example.com',
      ' ADA.LOVELACE@EXAMPLE.COM ',
      'ada.lovelace',
      'AUGUSTA',
      'lovelace ',
    ]) {
      expect(passwordProblem(password, owner), password).toBe('personal');
    }
  });

  it('refuses what the list holds, compared in lower case', () => {
    expect(passwordProblem('PassWord', owner, isCommon)).toBe('common');
    expect(passwordProblem('12345678', {}, isCommon)).toBe('common');
  });

  it('accepts anything else, and a name or e-mail inside a longer password', () => {
    for (const password of ['correct horse battery', 'lovelace-engine-1842', 'ada.lovelace@example.com!']) {
      expect(passwordProblem(password, owner, isCommon), password).toBeNull();
    }
    expect(passwordProblem('anything-at-all', {})).toBeNull();
  });
});
