import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords.js';
import { generatePassword, passwordProblem, PASSWORD_POLICY_MESSAGE } from './passwords.js';

describe('password policy: composition (docs/accounts.md §5), then the common-password list', () => {
  it('refuses passwords that pass the composition rule but are on the list, in any case, with a suffix of digits and symbols', () => {
    for (const common of ['Password1!', 'P@ssw0rd', 'Qwerty123!', 'Dragon2024!', 'Football#1', 'Summer2024!', 'Iloveyou1!']) {
      expect(passwordProblem(common), common).toBe(COMMON_PASSWORD_MESSAGE);
    }
  });

  it('accepts strong passwords that are not common, including the generated demo password', () => {
    for (const fine of ['N3w-Passw0rd!', 'Brand-New-2!', 'Demo#Pass2026', 'Tr4ctor-Gr8de!', generatePassword()]) {
      expect(passwordProblem(fine), fine).toBeUndefined();
    }
  });

  it('gives the composition message first', () => {
    expect(passwordProblem('password')).toBe(PASSWORD_POLICY_MESSAGE);
    expect(passwordProblem('short1!')).toBe(PASSWORD_POLICY_MESSAGE);
  });
});
