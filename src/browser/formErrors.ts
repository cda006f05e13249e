import type { $ZodType, output } from 'zod/v4/core';

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the field's dotted path (as the API reports issues). */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[] | string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/** Validates form values with a shared schema: the parsed data, or the field errors. */
export function validateForm<S extends $ZodType>(
  schema: S,
  values: unknown,
): { data: output<S>; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  // Every zod schema, classic or mini, has safeParse.
  const result = (schema as unknown as { safeParse(value: unknown): ParseResult<output<S>> }).safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrorsOf(result.error.issues) };
}
