import * as z from 'zod/mini';
import { EDUCATION_CATEGORIES } from '../constants.ts';
import { emailField } from './fields.ts';

/**
 * GET /api/articles?status=published. Only published articles are ever served, so
 * `status` may be omitted or `published`; asking for drafts is a 400, not a silent empty list.
 */
export const articleQuerySchema = z.object({
  status: z.optional(z.literal('published', { error: 'Status must be published: drafts are not served' })),
  category: z.optional(z.enum(EDUCATION_CATEGORIES, { error: `Category must be one of: ${EDUCATION_CATEGORIES.join(', ')}` })),
  q: z.optional(z.string().check(z.maxLength(200, 'Search must be at most 200 characters'))),
});

/** An article slug in a path: the content file's name. */
export const articleSlugSchema = z.object({
  slug: z
    .string()
    .check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase words joined by hyphens'),
      z.maxLength(200, 'Slug must be at most 200 characters'),
    ),
});

export const NEWSLETTER_SOURCES = ['blog', 'education', 'article'] as const;

/** POST /api/newsletter: the blog's newsletter box. `website` is a honeypot, as on the lead form. */
export const newsletterSchema = z.object({
  email: emailField('Valid email is required'),
  source: z._default(z.enum(NEWSLETTER_SOURCES, { error: `Source must be one of: ${NEWSLETTER_SOURCES.join(', ')}` }), 'blog'),
  website: z.optional(z.string().check(z.maxLength(500))),
});
