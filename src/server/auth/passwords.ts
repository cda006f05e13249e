import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto) and a random 16-byte salt per password, at OWASP's
 * recommended cost (N = 2^17, r = 8, p = 1: ~128 MiB and ~0.3 s per hash). The stored string
 * carries its parameters, so the cost can rise later without breaking existing hashes:
 *   scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<64-byte key, base64url>
 */
const LOG2_N = 17;
const BLOCK_SIZE = 8;
/** The cost new hashes get: LOG2_N, but for the API test suites (see setHashCostForTests). */
let log2N = LOG2_N;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 × N × r bytes, which Node's 32 MiB default does not at this cost.
  const maxmem = 256 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Tests only: hash at a lower cost. The API suites sign in and register hundreds of times, and
 * at ~0.5 s a hash on two cores that was a third of their time; the browser suite's server
 * (PASSWORD_HASH_COST, refused in production) took over 5 s a sign-in while Chromium was busy.
 * Verification follows the cost stored in each hash, so nothing else changes. Production's cost
 * stays covered: passwords.test.ts checks it against an independent scrypt, and the CLI and Node
 * server suites run with it.
 */
export function setHashCostForTests(cost: number): void {
  log2N = cost;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), { N: 2 ** Number(log2N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for sign-in attempts with an unknown email,
 * so response timing does not reveal which emails have accounts. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
