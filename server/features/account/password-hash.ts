/**
 * Password hashing with Node's scrypt. A hash is stored as `scrypt$N$r$p$salt$hash` (salt and hash in
 * base64), so the cost parameters travel with it and can be raised later without breaking old hashes.
 * Comparison is constant-time. No password is ever stored or logged in clear.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const cost = { N: 16384, r: 8, p: 1 } as const;
const saltBytes = 16;
const keyBytes = 64;
/** scrypt needs 128·N·r bytes; leave room above that for the largest parameters we accept. */
const maxMemory = 64 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyBytes,
      { ...options, maxmem: maxMemory },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

interface ParsedHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || key === undefined)
    return null;
  const numbers = [n, r, p].map(Number);
  const [N = 0, blockSize = 0, parallel = 0] = numbers;
  if (!numbers.every((value) => Number.isInteger(value) && value > 0)) return null;
  // A power of two no larger than 2^20: anything else is not a hash this module wrote.
  if (N > 2 ** 20 || (N & (N - 1)) !== 0) return null;
  return {
    N,
    r: blockSize,
    p: parallel,
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** True when `password` is the one `stored` was made from; false for a wrong or malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === null || parsed.key.length === 0) return false;
  const key = await deriveKey(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

let decoyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, for an account that does not exist, so the answer
 * time does not tell which accounts exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await decoyHash);
}
