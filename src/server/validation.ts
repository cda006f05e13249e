import type { Context } from 'hono';
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { ApiError, type ApiIssue } from './errors.ts';

/** zod issues as the API reports them: a dotted path naming the field, and the message. */
export function toApiIssues(issues: readonly $ZodIssue[]): ApiIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function validationError(zodIssues: readonly $ZodIssue[]): ApiError {
  const issues = toApiIssues(zodIssues);
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  return new ApiError(400, `Invalid request: ${summary}`, { issues });
}

/** Validates a value against a schema (zod classic or mini), or throws a 400 naming each failing field. */
export function validate<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

/** Reads the JSON body: 415 unless it is declared JSON, 400 if it does not parse, then validates it. */
export async function readJson<S extends $ZodType>(c: Context, schema: S): Promise<output<S>> {
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
export function readQuery<S extends $ZodType>(c: Context, schema: S): output<S> {
  return validate(schema, c.req.query());
}
