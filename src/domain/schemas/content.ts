import { z } from 'zod';
import { EDUCATION_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from '../constants.ts';

/**
 * Frontmatter of the content collections (content/projects, content/articles): one contract for
 * Astro's collections (src/content.config.ts) and for the API, which reads the same files.
 * Dates are coerced because YAML parsers disagree on whether `2025-06-01` is a date or a string.
 */
export const projectFrontmatterSchema = z.object({
  name: z.string().min(1).describe('Project name as shown on cards and the detail page'),
  description: z.string().min(1).describe('One or two sentences for cards and meta descriptions'),
  type: z.enum(PROJECT_TYPES).describe('btm (behind the meter), ftm (front of meter), storage or data_center'),
  status: z.enum(PROJECT_STATUSES).describe('Where the project is in its life'),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, 'two-letter US state code')
    .describe('US state, e.g. TX'),
  location: z.string().min(1).describe('Where, for people: county and state, e.g. "Pecos County, TX"'),
  sizeMW: z.number().positive().describe('Nameplate capacity in MW (AC for solar, power rating for storage)'),
  storageMWh: z.number().positive().optional().describe('Battery energy capacity in MWh, where the project has storage'),
  irr: z.number().describe('Projected or realized unlevered IRR, in percent'),
  annualSavings: z.number().nonnegative().describe('Annual savings or revenue to the offtaker, in US dollars'),
  paybackYears: z.number().positive().describe('Simple payback, in years'),
  completionDate: z.coerce.date().describe('Commercial operation date, actual or expected'),
  imageUrl: z.string().describe('Hero image, a path under public/ or an https URL'),
  coordinates: z
    .object({ lat: z.number().min(18).max(72), lng: z.number().min(-180).max(-60) })
    .describe('Site location for the portfolio map (approximate, county-level)'),
});
export type ProjectFrontmatter = z.infer<typeof projectFrontmatterSchema>;

export const articleSourceSchema = z.union([z.string(), z.object({ url: z.string(), title: z.string() })]);

export const articleFrontmatterSchema = z.object({
  title: z.string().min(1).describe('Headline'),
  excerpt: z.string().min(1).describe('Standfirst shown under the title and on cards'),
  category: z.enum(EDUCATION_CATEGORIES).describe('One of the six education categories'),
  tags: z.array(z.string()).default([]).describe('Free tags; cards show up to 3'),
  sources: z.array(articleSourceSchema).default([]).describe('References: a URL, or { url, title }'),
  imageUrl: z.string().optional().describe('Hero image, a path under public/ or an https URL'),
  authorId: z.string().optional().describe('Author label; omitted for staff articles'),
  publishedAt: z.coerce.date().optional().describe('Publication date; drafts may omit it'),
  createdAt: z.coerce.date().describe('When the article was written'),
  status: z.enum(['draft', 'published']).default('draft').describe('Only published articles are built and served'),
});
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
