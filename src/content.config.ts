import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { articleFrontmatterSchema, projectFrontmatterSchema } from '~/domain/schemas/content';

/**
 * The content collections, loaded from ../content (MDX with typed frontmatter). The schemas live
 * in src/domain/schemas/content.ts because the API reads the same files with them
 * (src/server/content/). Entry ids are the file names, which are the URL slugs.
 */
const projects = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/projects' }),
  schema: projectFrontmatterSchema,
});

const articles = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/articles' }),
  schema: articleFrontmatterSchema,
});

export const collections = { projects, articles };
