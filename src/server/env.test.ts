import { describe, expect, it } from 'vitest';
import { EnvError, mailConfigurationProblem, parseEnv } from './env.ts';

const SECRET = 'a-test-session-secret-of-at-least-32-chars';
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal:5432/voltfield', SESSION_SECRET: SECRET };

describe('parseEnv', () => {
  it('defaults to development on the embedded database with demo data', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PGLITE_DIR: '.data/pglite',
      DATA_DIR: '.data',
      DATABASE_POOL_MAX: 10,
      SITE_URL: 'http://localhost:4321',
      ADMIN_EMAILS: [],
      isProduction: false,
      seedDemoData: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.oidc).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SESSION_SECRET: '', OIDC_ISSUER: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it('reads TRUST_PROXY as the number of trusted proxies, true meaning one', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(
      [
        parseEnv({ TRUST_PROXY: 'true' }),
        parseEnv({ TRUST_PROXY: '1' }),
        parseEnv({ TRUST_PROXY: '2' }),
        parseEnv({ TRUST_PROXY: 'false' }),
      ].map((env) => env.TRUST_PROXY),
    ).toEqual([1, 1, 2, 0]);
    for (const wrong of ['yes', '1.5', '11', '-1']) expect(() => parseEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('keeps PGlite under DATA_DIR unless PGLITE_DIR says otherwise', () => {
    expect(parseEnv({ DATA_DIR: '/var/lib/voltfield' }).PGLITE_DIR).toBe('/var/lib/voltfield/pglite');
    expect(parseEnv({ PGLITE_DIR: '/tmp/db' }).PGLITE_DIR).toBe('/tmp/db');
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', SESSION_SECRET: SECRET }],
    ['VERCEL=1', { VERCEL: '1', SESSION_SECRET: SECRET }],
  ])('requires DATABASE_URL with %s, naming the variable', (_label, source) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(/DATABASE_URL: is required in production and on Vercel/);
  });

  it('requires a SESSION_SECRET of at least 32 characters in production', () => {
    expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('lowers the password hashing cost for a test server only, never in production', () => {
    expect(parseEnv({}).PASSWORD_HASH_COST).toBeUndefined();
    expect(parseEnv({ PASSWORD_HASH_COST: '12' }).PASSWORD_HASH_COST).toBe(12);
    expect(() => parseEnv({ PASSWORD_HASH_COST: '8' })).toThrow(/PASSWORD_HASH_COST: Too small/);
    expect(() => parseEnv({ ...PRODUCTION, PASSWORD_HASH_COST: '12' })).toThrow(
      /PASSWORD_HASH_COST: is for test servers only: production hashes passwords at scrypt N = 2\^17/,
    );
    expect(() =>
      parseEnv({ VERCEL: '1', DATABASE_URL: PRODUCTION.DATABASE_URL, SESSION_SECRET: SECRET, PASSWORD_HASH_COST: '12' }),
    ).toThrow(/PASSWORD_HASH_COST: is for test servers only/);
  });

  it('scales the rate limits for a test server only, never in production', () => {
    expect(parseEnv({}).RATE_LIMIT_SCALE).toBeUndefined();
    expect(parseEnv({ RATE_LIMIT_SCALE: '100' }).RATE_LIMIT_SCALE).toBe(100);
    for (const wrong of ['0', '1.5', '1001', 'many'])
      expect(() => parseEnv({ RATE_LIMIT_SCALE: wrong }), wrong).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => parseEnv({ ...PRODUCTION, RATE_LIMIT_SCALE: '100' })).toThrow(
      /RATE_LIMIT_SCALE: is for test servers only: production applies the rate limits as written/,
    );
    expect(() => parseEnv({ VERCEL: '1', DATABASE_URL: PRODUCTION.DATABASE_URL, SESSION_SECRET: SECRET, RATE_LIMIT_SCALE: '100' })).toThrow(
      /RATE_LIMIT_SCALE: is for test servers only/,
    );
  });

  it('accepts production with PostgreSQL and a secret, and turns demo data off by default', () => {
    const env = parseEnv(PRODUCTION);
    expect(env.isProduction).toBe(true);
    expect(env.seedDemoData).toBe(false);
    expect(parseEnv({ ...PRODUCTION, SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
  });

  it('configures OpenID Connect only when issuer, client id and secret are all set', () => {
    const oidc = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'voltfield', OIDC_CLIENT_SECRET: 's3cret' };
    expect(parseEnv(oidc).oidc).toEqual({ issuer: 'https://login.example.com', clientId: 'voltfield', clientSecret: 's3cret' });
    expect(() => parseEnv({ ...oidc, OIDC_CLIENT_SECRET: undefined })).toThrow(/must be set together/);
  });

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Ops@Voltfield.dev, , cfo@example.com ' }).ADMIN_EMAILS).toEqual([
      'ops@voltfield.dev',
      'cfo@example.com',
    ]);
  });

  it("reads the optimizer's solver threads and queue: unset by default (the pool decides), whole numbers in range", () => {
    const unset = parseEnv({});
    expect([unset.BTM_SOLVER_THREADS, unset.BTM_SOLVER_QUEUE]).toEqual([undefined, undefined]);
    expect(parseEnv({ BTM_SOLVER_THREADS: '3', BTM_SOLVER_QUEUE: '0' })).toMatchObject({ BTM_SOLVER_THREADS: 3, BTM_SOLVER_QUEUE: 0 });
    expect(() => parseEnv({ BTM_SOLVER_THREADS: '0' })).toThrow(/BTM_SOLVER_THREADS/);
    expect(() => parseEnv({ BTM_SOLVER_THREADS: '1.5' })).toThrow(/BTM_SOLVER_THREADS: must be a whole number/);
    expect(() => parseEnv({ BTM_SOLVER_QUEUE: '-1' })).toThrow(/BTM_SOLVER_QUEUE/);
  });

  it('refuses malformed values, naming the variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => parseEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseEnv({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });

  it('reads the mail settings: an smtp:// or smtps:// SMTP_URL, MAIL_FROM with it, a CRON_SECRET of 16 characters or more', () => {
    const mail = {
      SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465',
      MAIL_FROM: 'Voltfield <no-reply@example.com>',
      CRON_SECRET: 'x'.repeat(16),
    };
    expect(parseEnv(mail)).toMatchObject(mail);
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'ops@example.com' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ SMTP_URL: 'https://smtp.example.com' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL with a host/],
    [{ SMTP_URL: 'smtp.example.com:587' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ SMTP_URL: 'smtp://smtp.example.com:587' }, /MAIL_FROM: is required with SMTP_URL/],
    [{ MAIL_FROM: 'Voltfield' }, /MAIL_FROM: must be an email address, or a name and one: Voltfield <no-reply@example.com>/],
    [{ MAIL_FROM: 'Voltfield <no-reply@example>' }, /MAIL_FROM: must be an email address/],
    [{ CRON_SECRET: 'short' }, /CRON_SECRET: must be at least 16 characters/],
  ])('refuses mail settings that cannot work, naming the variable: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('decides when production needs mail: refused without SMTP_URL under password sign-in, a warning under OpenID Connect', () => {
    const oidc = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'voltfield', OIDC_CLIENT_SECRET: 's3cret' };
    const mail = { SMTP_URL: 'smtp://smtp.example.com:587', MAIL_FROM: 'no-reply@example.com' };
    expect(mailConfigurationProblem(parseEnv({}))).toBeNull();
    expect(mailConfigurationProblem(parseEnv(PRODUCTION))).toEqual({
      error: expect.stringMatching(/SMTP_URL: is required in production with email and password sign-in: password resets and invitations/),
    });
    expect(mailConfigurationProblem(parseEnv({ ...PRODUCTION, ...oidc }))).toEqual({
      warning: expect.stringContaining('SMTP_URL is not set'),
    });
    expect(mailConfigurationProblem(parseEnv({ ...PRODUCTION, ...mail }))).toBeNull();
    // A Vercel function delivers retries only when its cron calls it, with the secret.
    expect(mailConfigurationProblem(parseEnv({ ...PRODUCTION, ...mail, VERCEL: '1' }))).toEqual({
      error: expect.stringContaining('CRON_SECRET: is required on Vercel with SMTP_URL'),
    });
    expect(mailConfigurationProblem(parseEnv({ ...PRODUCTION, ...mail, VERCEL: '1', CRON_SECRET: 'c'.repeat(32) }))).toBeNull();
  });
});
