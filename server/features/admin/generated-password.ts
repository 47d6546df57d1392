/**
 * The one-time passwords administrators hand out (a new account's initial password, a reset): 16
 * characters drawn with a cryptographic generator from letters, digits and symbols that cannot be
 * mistaken for one another when read aloud or copied (no 0/O, 1/l/I), with every kind present, so it
 * satisfies the password policy and the contract's `NewPassword` whatever the account is called.
 */
import { randomInt } from 'node:crypto';
import { passwordPolicyProblem } from '../account/password-policy';

const kinds = [
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  'abcdefghijkmnopqrstuvwxyz',
  '23456789',
  '@#$%&*+=?',
] as const;

const length = 16;

function pick(characters: string): string {
  return characters.charAt(randomInt(characters.length));
}

function candidate(): string {
  const all = kinds.join('');
  const characters = [...kinds.map(pick)];
  while (characters.length < length) characters.push(pick(all));
  // Fisher–Yates, so the guaranteed kinds do not always lead.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}

export function generatePassword(account: string): string {
  for (;;) {
    const password = candidate();
    if (passwordPolicyProblem(password, account) === null) return password;
  }
}
