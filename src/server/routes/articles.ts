import { Hono } from 'hono';
import { articleQuerySchema, articleSlugSchema } from '../../domain/schemas/articles.ts';
import type { AppEnv } from '../context.ts';
import { getArticle, listArticles } from '../services/articles.ts';
import { readQuery, validate } from '../validation.ts';

/** Published articles, from the same MDX collection the pages are built from. Public. */
export const articleRoutes = new Hono<AppEnv>()
  .get('/articles', async (c) => {
    const { status: _published, ...filters } = readQuery(c, articleQuerySchema);
    return c.json(await listArticles(filters));
  })
  .get('/articles/:slug', async (c) => c.json(await getArticle(validate(articleSlugSchema, c.req.param()).slug)));
