import type { Context } from 'hono';
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { ApiError, type ApiIssue } from './errors.ts';

/**
 * zod issues as the API reports them: a dotted path naming the field, and the message. A strict
 * object's one issue for its unknown keys becomes one issue a key, each named by its path.
 */
export function toApiIssues(issues: readonly $ZodIssue[]): ApiIssue[] {
  const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: issue.message }))
      : [{ path: pathOf(issue.path), message: issue.message }],
  );
}

/** A 400 naming each failing field, as every validation failure answers. */
export function validationError(issues: ApiIssue[]): ApiError {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
  return new ApiError(400, `Invalid request: ${summary}`, { issues });
}

/** Deepest nesting any request may carry (saved calculator runs are the deepest, at four levels). */
export const MAX_INPUT_DEPTH = 12;

/**
 * Most items any list in a request may hold. The longest a request takes is a year of 15-minute
 * intervals (35,040), and its schema says so in its own words; a list far beyond that is refused
 * here, having read nothing but its length, before any of its items costs a look.
 */
export const MAX_INPUT_LIST_ITEMS = 100_000;

export const MALFORMED_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

/**
 * The first place in a request's input that PostgreSQL could not store, or that nests too deep, or
 * a list too long to look through: a string (value or key) with a NUL character (text columns
 * refuse it) or an unpaired UTF-16 surrogate (not valid UTF-8, refused by text and jsonb alike).
 * Checked before the schema, for every field at once, so no route can forget it. A list is walked
 * by index and only once its length is known to be within MAX_INPUT_LIST_ITEMS.
 */
export function findUnstorableInput(value: unknown, path: string[] = []): ApiIssue | undefined {
  if (typeof value === 'string') {
    return value.includes('\0') || !value.isWellFormed() ? { path: path.join('.'), message: MALFORMED_TEXT_MESSAGE } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_INPUT_DEPTH) return { path: path.join('.'), message: `Nests deeper than ${MAX_INPUT_DEPTH} levels` };
  if (Array.isArray(value)) {
    if (value.length > MAX_INPUT_LIST_ITEMS) {
      return { path: path.join('.'), message: `Expected at most ${MAX_INPUT_LIST_ITEMS} items, received ${value.length}` };
    }
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      // Numbers, booleans and nulls (nearly every item of a long list) need no look.
      if (typeof item !== 'string' && (typeof item !== 'object' || item === null)) continue;
      const issue = findUnstorableInput(item, [...path, String(index)]);
      if (issue) return issue;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\0') || !key.isWellFormed()) return { path: [...path, key].join('.'), message: MALFORMED_TEXT_MESSAGE };
    const issue = findUnstorableInput(child, [...path, key]);
    if (issue) return issue;
  }
  return undefined;
}

/** Validates a value against a schema (zod classic or mini), or throws a 400 naming each failing field. */
export function validate<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const unstorable = findUnstorableInput(value);
  if (unstorable) throw validationError([unstorable]);
  const result = safeParse(schema, value);
  if (!result.success) throw validationError(toApiIssues(result.error.issues));
  return result.data;
}

/** Reads the body's text, unparsed: 415 unless it is declared JSON. */
export async function readJsonText(c: Context): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  return c.req.text();
}

/** A body's text as JSON: 400 if it does not parse. */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
}

/** Reads the JSON body, unvalidated: 415 unless it is declared JSON, 400 if it does not parse. */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJsonBody(await readJsonText(c));
}

/** Reads the JSON body (readJsonBody), then validates it. */
export async function readJson<S extends $ZodType>(c: Context, schema: S): Promise<output<S>> {
  return validate(schema, await readJsonBody(c));
}

/** Validates the query string (every key read as a string). */
export function readQuery<S extends $ZodType>(c: Context, schema: S): output<S> {
  return validate(schema, c.req.query());
}
