import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerEnv } from '../env.ts';

const cache = new Map<string, Uint8Array>();

/**
 * The key that signs session tokens: SESSION_SECRET when set (always in production, where env
 * validation requires it), otherwise a random secret generated once and kept in
 * DATA_DIR/session-secret, so development sessions survive restarts without any setup.
 */
export function sessionSigningKey(env: ServerEnv): Uint8Array {
  const source = env.SESSION_SECRET ?? `file:${path.resolve(env.DATA_DIR, 'session-secret')}`;
  let key = cache.get(source);
  if (!key) {
    key = new TextEncoder().encode(env.SESSION_SECRET ?? readOrCreateSecretFile(path.resolve(env.DATA_DIR, 'session-secret')));
    cache.set(source, key);
  }
  return key;
}

function readOrCreateSecretFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // `wx`: if another process wrote it first, fail here and read theirs instead.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
