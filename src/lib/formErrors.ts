import type { z } from 'zod';

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

/** Validates form values with a shared schema: the parsed data, or the field errors. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): { data: z.output<S>; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrorsOf(result.error.issues) };
}
