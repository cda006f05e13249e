import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults to development on the embedded database with demo data', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PGLITE_DIR: '.data/pglite',
      DATABASE_POOL_MAX: 10,
      SITE_URL: 'http://localhost:4321',
      isProduction: false,
      seedDemoData: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['VERCEL=1', { VERCEL: '1' }],
  ])('requires DATABASE_URL with %s, naming the variable', (_label, source) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(/DATABASE_URL: is required in production and on Vercel/);
  });

  it('accepts production with a PostgreSQL URL and turns demo data off by default', () => {
    const env = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal:5432/voltfield' });
    expect(env.isProduction).toBe(true);
    expect(env.seedDemoData).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/x', SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL and a pool size out of range', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => parseEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseEnv({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });
});
