import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

// Hashing at production cost (scrypt N = 2^17) takes seconds on a busy machine: the timeout guards against a hang, not a budget.
describe('passwords', { timeout: 30_000 }, () => {
  it('stores scrypt parameters and a per-password salt, and verifies', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery staple', first)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', first)).toBe(false);
  });

  it('matches an independent scrypt computation', async () => {
    const stored = await hashPassword('Voltfield-2026!');
    const [, , , , salt, key] = stored.split('$');
    const independent = scryptSync('Voltfield-2026!', Buffer.from(salt!, 'base64url'), 64, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    expect(independent.toString('base64url')).toBe(key);
  });

  it('verifies hashes made with other (older) parameters', async () => {
    const salt = Buffer.from('fixed-salt-16byt');
    const key = scryptSync('legacy password', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `scrypt$14$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('legacy password', stored)).toBe(true);
  });

  it('refuses malformed hashes and answers false for the dummy check', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyAgainstDummy('anything at all')).toBe(false);
  });
});
