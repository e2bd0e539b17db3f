import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O/o, 1/I/l). */
export const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 5;

/**
 * A fresh random password such as "Hq7vW-kP3sd-9mZxa": 15 characters from a 56-letter alphabet
 * (about 87 bits), in groups of five for reading. `randomInt` draws without modulo bias.
 */
export function generateTemporaryPassword(): string {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)]).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}
