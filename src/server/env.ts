import { z } from 'zod';

/**
 * Server configuration, read from the environment once and validated with zod so a bad value
 * stops start-up with a message naming the variable instead of failing later in a request.
 * Every variable is documented in docs/operations.md#configuration. An empty value counts as unset.
 */
const booleanFlag = z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Vercel on its build and runtime machines. */
    VERCEL: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** Local state in development: the embedded database and the generated session secret. */
    DATA_DIR: z.string().default('.data'),
    PGLITE_DIR: z.string().optional(),
    /** Seed demo data into an empty database on start; on by default outside production. */
    SEED_DEMO_DATA: booleanFlag.optional(),
    /** Public origin of the site, used for absolute links, OIDC redirects and same-origin checks. */
    SITE_URL: z.url().default('http://localhost:4321'),
    /** Signs session tokens. Required in production; generated under DATA_DIR in development. */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
    /** OpenID Connect: set all three to sign in through a provider instead of passwords. */
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** Comma-separated emails that get the admin role when they sign in. */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * How many reverse proxies in front of the server append to X-Forwarded-For (`true` = 1): the
     * client address is taken that many entries from the right. 0 or unset: the connection's peer.
     */
    TRUST_PROXY: z
      .string()
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .pipe(z.number({ error: 'must be the number of trusted proxies (0–10) or true/false' }).int('must be a whole number').min(0).max(10))
      .default(0),
    /**
     * The mail server every message goes through (decision 042): `smtp://user:password@host:587`
     * (STARTTLS when the server offers it) or `smtps://…:465` (TLS from the start); user and password
     * percent-encoded. Unset: messages stay in the outbox, readable in the admin panel.
     */
    SMTP_URL: z
      .string()
      .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@smtp.example.com:465')
      .optional(),
    /** Who messages come from: an address the mail provider lets this site send as, with a name or without. */
    MAIL_FROM: z.string().refine(isMailbox, 'must be an email address, or a name and one: Voltfield <no-reply@example.com>').optional(),
    /**
     * Test servers only: scrypt's cost as log2 N for new password hashes (production always uses 17).
     * The browser suite's server registers and signs in many accounts on a busy two-core machine.
     */
    PASSWORD_HASH_COST: z.coerce.number().int('must be a whole number').min(10).max(17).optional(),
    /**
     * Test servers only: multiplies every limit of RATE_LIMITS (src/server/requestLimits.ts), so a
     * suite that signs up, signs in and sends forms many times from one address is not held back
     * by limits it is not testing. Production always applies the limits as written.
     */
    RATE_LIMIT_SCALE: z.coerce.number().int('must be a whole number').min(1).max(1000).optional(),
    /**
     * Behind-the-meter optimizer solves running at once in this process, each on a worker thread
     * (decision 089). Unset: one less than the machine's cores, at least one.
     */
    BTM_SOLVER_THREADS: z.coerce.number().int('must be a whole number').min(1).max(64).optional(),
    /** Solves that may wait for a thread; past them a solve is answered 503. Unset: as many as there are threads. */
    BTM_SOLVER_QUEUE: z.coerce.number().int('must be a whole number').min(0).max(1000).optional(),
    /**
     * An optimizer job's time limit (POST /api/calculators/btm/jobs, decision 090): a 15-minute year
     * with the battery sized needs over a minute. On Vercel it must end within the function's
     * maxDuration (vercel.json), less the time to record the answer.
     */
    BTM_JOB_TIME_LIMIT_SECONDS: z.coerce.number().int('must be a whole number').min(10).max(900).default(180),
    /** Vercel sends it as `Authorization: Bearer <CRON_SECRET>` when it calls the cron route (GET /api/cron/mail). */
    CRON_SECRET: z.string().min(16, 'must be at least 16 characters (e.g. `openssl rand -base64 32`)').optional(),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production' || Boolean(env.VERCEL);
    if (!env.DATABASE_URL && production) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required in production and on Vercel: serverless file systems do not keep the embedded database (PGlite) between requests',
      });
    }
    if (!env.SESSION_SECRET && production) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production and on Vercel' });
    }
    if (env.PASSWORD_HASH_COST !== undefined && production) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'is for test servers only: production hashes passwords at scrypt N = 2^17; unset it',
      });
    }
    if (env.RATE_LIMIT_SCALE !== undefined && production) {
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_SCALE'],
        message: 'is for test servers only: production applies the rate limits as written; unset it',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'is required with SMTP_URL: the address messages come from, one the mail provider lets this site send as',
      });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
  });

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `name@domain.tld`, alone or in angle brackets after a display name. */
function isMailbox(value: string): boolean {
  const address = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return address.test(named ? named[1]!.trim() : value.trim());
}

type ParsedEnv = z.infer<typeof envSchema>;

export interface ServerEnv extends Omit<ParsedEnv, 'PGLITE_DIR'> {
  PGLITE_DIR: string;
  isProduction: boolean;
  seedDemoData: boolean;
  /** The OpenID Connect provider, when one is configured. */
  oidc?: { issuer: string; clientId: string; clientSecret: string };
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === 'production' || Boolean(env.VERCEL);
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined;
  return {
    ...env,
    PGLITE_DIR: env.PGLITE_DIR ?? `${env.DATA_DIR}/pglite`,
    isProduction,
    seedDemoData: env.SEED_DEMO_DATA ?? !isProduction,
    oidc,
  };
}

/**
 * Whether this configuration can serve the product's mail (decision 042). Production that signs
 * people in with passwords needs mail: without it nobody can reset a forgotten password or accept
 * an invitation, so it must not start (`error`). Production that signs in through OpenID Connect
 * only loses the notifications, which wait in the outbox for the admin panel: it starts, and says so
 * (`warning`). Development keeps every message in the outbox by design. Checked by the servers at
 * start-up (src/server/node/serve.ts, api/index.ts), not by every command that reads the configuration.
 */
export function mailConfigurationProblem(env: ServerEnv): { error: string } | { warning: string } | null {
  if (!env.isProduction) return null;
  if (!env.SMTP_URL && !env.oidc) {
    return {
      error:
        'Invalid server configuration:\n  SMTP_URL: is required in production with email and password sign-in: password resets and invitations are sent by email (set SMTP_URL and MAIL_FROM, or sign in through OpenID Connect with the OIDC_* variables)',
    };
  }
  if (!env.SMTP_URL) {
    return {
      warning: 'SMTP_URL is not set: notifications are not sent; they wait in the outbox, readable in the admin panel (Emails tab)',
    };
  }
  // A Vercel function runs only when called: its cron call (vercel.json) is what retries delivery.
  if (env.VERCEL && !env.CRON_SECRET) {
    return {
      error:
        'Invalid server configuration:\n  CRON_SECRET: is required on Vercel with SMTP_URL: Vercel sends it to GET /api/cron/mail, which retries delivery',
    };
  }
  return null;
}

let cached: ServerEnv | undefined;

/** The validated configuration of this process (parsed on first use, then cached). */
export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
