import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, type ApiIssue } from './errors.ts';

/** zod issues as the API reports them: a dotted path naming the field, and the message. */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function validationError(error: z.ZodError): ApiError {
  const issues = toApiIssues(error);
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  return new ApiError(400, `Invalid request: ${summary}`, { issues });
}

/** Validates a value against a schema, or throws a 400 naming each failing field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Reads the JSON body: 415 unless it is declared JSON, 400 if it does not parse, then validates it. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  return validate(schema, body);
}

/** Validates the query string (every key read as a string). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query());
}
