/**
 * Session tokens: 32 random bytes in base64url, handed to the browser once. The database keeps only
 * the SHA-256 of a token, so reading the database does not let anyone sign in as somebody.
 */
import { createHash, randomBytes } from 'node:crypto';

export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
