import * as z from 'zod/mini';

/** What a calculator's request says of a field it does not define. */
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

/**
 * A calculator request's object: a field it does not define is refused and named by its path
 * (`foo`, `debt.foo`), not dropped, so a misspelt or unsupported input cannot be answered as if
 * it were not there (decision 080). zod's strict object names the object, not the field, so the
 * extra keys pass through a loose object and each is reported here, beside the other fields' issues.
 */
function knownFieldsObject<Shape extends z.core.$ZodShape>(shape: Shape, params?: string | z.core.$ZodObjectParams) {
  const schema = z.looseObject(shape, params).check(
    z.superRefine(
      (value, ctx) => {
        for (const key of Object.keys(value))
          if (!Object.hasOwn(shape, key)) ctx.addIssue({ code: 'custom', path: [key], message: UNKNOWN_FIELD_MESSAGE, input: value[key] });
      },
      { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
    ),
  );
  // The extra keys never reach a valid output: typed as the plain object.
  return schema as unknown as z.ZodMiniObject<Shape>;
}

/**
 * How calculator requests build their objects: `known.object(shape, params)` where `z.object` would
 * strip an unknown field.
 */
export const known = { object: knownFieldsObject };
