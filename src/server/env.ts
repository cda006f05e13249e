import { z } from 'zod';

/**
 * Server configuration, read from the environment once and validated with zod so a bad value
 * stops start-up with a message naming the variable instead of failing later in a request.
 * Every variable is documented in README.md ("Configuration").
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true'));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Vercel on its build and runtime machines. */
    VERCEL: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    /** Seed demo data into an empty database on start; on by default outside production. */
    SEED_DEMO_DATA: booleanFlag,
    /** Public origin of the site, used for absolute links and same-origin checks. */
    SITE_URL: z.url().default('http://localhost:4321'),
  })
  .superRefine((env, ctx) => {
    if (!env.DATABASE_URL && (env.VERCEL || env.NODE_ENV === 'production')) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required in production and on Vercel: serverless file systems do not keep the embedded database (PGlite) between requests',
      });
    }
  });

export type ServerEnv = z.infer<typeof envSchema> & { isProduction: boolean; seedDemoData: boolean };

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === 'production' || Boolean(env.VERCEL);
  return { ...env, isProduction, seedDemoData: env.SEED_DEMO_DATA ?? !isProduction };
}

let cached: ServerEnv | undefined;

/** The validated configuration of this process (parsed on first use, then cached). */
export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
