import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '../constants.ts';
import { FACET_DECIMAL, facetValueAccepted, facetsOf, PRODUCT_FACETS, type FacetDefinition } from '../productFacets.ts';
import { CATALOG_PAGE_SIZE, MAX_CATALOG_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SORTS, type ProductSort } from '../products.ts';
import { MAX_ROW_ID, wholeNumber } from './fields.ts';

/**
 * GET /api/products: `?category=…` (omitted for all) answers every product of the category, as it
 * always did. Beyond it: `q` (words matched in name, manufacturer or model), `ids` (for the
 * compare view), `sort`, `page` and `pageSize`, and the facets of the chosen category:
 * `key.min`/`key.max` for ranges, `key=a,b` for choices, `key=true|false` for flags. The catalog
 * page's URL uses the same names, so a page's address is its query.
 */

const categoryField = z.optional(z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` }));

/** Reads only the category, which decides which facet parameters the rest of the query may use. */
export const productCategoryQuerySchema = z.looseObject({ category: categoryField });

export type FacetFilter =
  | { kind: 'range'; key: string; min?: number; max?: number }
  | { kind: 'choice'; key: string; values: string[] }
  | { kind: 'flag'; key: string; value: boolean };

export interface ProductSearch {
  category?: ProductCategory;
  /** Lower-cased words, each of which must appear in the name, manufacturer or model. */
  words: string[];
  ids?: number[];
  sort: ProductSort;
  /** Present when a page was asked for; otherwise every match is answered (the call as it always was). */
  page?: { number: number; size: number };
  filters: FacetFilter[];
}

const MAX_PAGE = 10_000;
const MAX_IDS = 100;

function decimal(message: string) {
  return z.pipe(z.string({ error: message }).check(z.regex(FACET_DECIMAL, message)), z.transform(Number));
}

function facetFields(definition: FacetDefinition): Record<string, z.ZodMiniType> {
  switch (definition.kind) {
    case 'range':
      return {
        [`${definition.key}.min`]: z.optional(decimal(`${definition.label} minimum must be a number`)),
        [`${definition.key}.max`]: z.optional(decimal(`${definition.label} maximum must be a number`)),
      };
    case 'choice': {
      const message = `${definition.label} must be one or more of: ${definition.options.join(', ')}`;
      const list = z.string({ error: message }).check(z.refine((value) => facetValueAccepted(definition, value), message));
      return { [definition.key]: z.optional(list) };
    }
    case 'flag':
      return { [definition.key]: z.optional(z.enum(['true', 'false'], { error: `${definition.label} must be true or false` })) };
  }
}

function toFilter(definition: FacetDefinition, query: Record<string, string | number | undefined>): FacetFilter | undefined {
  if (definition.kind === 'range') {
    const min = query[`${definition.key}.min`] as number | undefined;
    const max = query[`${definition.key}.max`] as number | undefined;
    return min === undefined && max === undefined ? undefined : { kind: 'range', key: definition.key, min, max };
  }
  const value = query[definition.key] as string | undefined;
  if (value === undefined) return undefined;
  return definition.kind === 'choice'
    ? { kind: 'choice', key: definition.key, values: value.split(',') }
    : { kind: 'flag', key: definition.key, value: value === 'true' };
}

/** Which categories use a facet parameter name, to say why it does not apply. */
const facetParameterCategories = new Map<string, ProductCategory[]>();
for (const category of PRODUCT_CATEGORIES) {
  for (const name of PRODUCT_FACETS[category].flatMap((definition) => Object.keys(facetFields(definition)))) {
    facetParameterCategories.set(name, [...(facetParameterCategories.get(name) ?? []), category]);
  }
}

/** The parameters every query may carry, whatever the category. */
const commonShape = {
  category: categoryField,
  q: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`))),
  ids: z.optional(
    z
      .pipe(
        z.string().check(z.regex(/^\d{1,10}(,\d{1,10}){0,99}$/, `Ids must be up to ${MAX_IDS} product ids separated by commas`)),
        z.transform((value) => value.split(',').map(Number)),
      )
      .check(z.refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ROW_ID), 'Not a valid product id')),
  ),
  sort: z._default(z.enum(PRODUCT_SORTS, { error: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` }), 'name'),
  page: z.optional(wholeNumber(`Page must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en-US')}`, 1, MAX_PAGE)),
  pageSize: z.optional(wholeNumber(`Page size must be a whole number from 1 to ${MAX_CATALOG_PAGE_SIZE}`, 1, MAX_CATALOG_PAGE_SIZE)),
};
type CommonQuery = z.output<z.ZodMiniObject<typeof commonShape>>;

function buildSearchSchema(category: ProductCategory | undefined) {
  const definitions = category ? facetsOf(category) : [];
  const shape: Record<string, z.ZodMiniType> = { ...commonShape, ...Object.assign({}, ...definitions.map(facetFields)) };
  return z.pipe(
    z.looseObject(shape).check(
      z.superRefine((query, ctx) => {
        for (const key of Object.keys(query)) {
          if (key in shape) continue;
          const categories = facetParameterCategories.get(key);
          const message = !categories
            ? 'Unknown parameter'
            : category
              ? `Not a filter for ${PRODUCT_CATEGORY_LABELS[category]}`
              : `Filtering by ${key.replace(/\.(min|max)$/, '')} needs a category (${categories.join(', ')})`;
          ctx.issues.push({ code: 'custom', message, input: query[key], path: [key] });
        }
      }),
    ),
    z.transform((query): ProductSearch => {
      const { q, ids, sort, page, pageSize } = query as CommonQuery;
      const values = query as Record<string, string | number | undefined>;
      return {
        category,
        words: (q ?? '').toLowerCase().split(/\s+/).filter(Boolean),
        ids,
        sort,
        page: page !== undefined || pageSize !== undefined ? { number: page ?? 1, size: pageSize ?? CATALOG_PAGE_SIZE } : undefined,
        filters: definitions.map((definition) => toFilter(definition, values)).filter((filter) => filter !== undefined),
      };
    }),
  );
}

const searchSchemas = new Map<ProductCategory | undefined, ReturnType<typeof buildSearchSchema>>();

/** The whole query's schema once the category is known (built once per category). */
export function productSearchSchema(category: ProductCategory | undefined) {
  let schema = searchSchemas.get(category);
  if (!schema) searchSchemas.set(category, (schema = buildSearchSchema(category)));
  return schema;
}
