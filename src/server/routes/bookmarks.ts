import { Hono } from 'hono';
import { articleSlugSchema } from '../../domain/schemas/articles.ts';
import type { AppEnv } from '../context.ts';
import { requireUser, requireUserOf } from '../middleware/session.ts';
import { listBookmarks, removeBookmark, saveBookmark } from '../services/bookmarks.ts';
import { validate } from '../validation.ts';

/** A signed-in user's saved articles (the article page's Save button). PUT and DELETE are idempotent. */
export const bookmarkRoutes = new Hono<AppEnv>()
  .use('/bookmarks', requireUser)
  .use('/bookmarks/*', requireUser)
  .get('/bookmarks', async (c) => {
    const { db } = await c.var.deps.database();
    return c.json(await listBookmarks(db, (await requireUserOf(c)).id));
  })
  .put('/bookmarks/:slug', async (c) => {
    const { slug } = validate(articleSlugSchema, c.req.param());
    const { db } = await c.var.deps.database();
    await saveBookmark(db, (await requireUserOf(c)).id, slug);
    return c.json({ slug, saved: true });
  })
  .delete('/bookmarks/:slug', async (c) => {
    const { slug } = validate(articleSlugSchema, c.req.param());
    const { db } = await c.var.deps.database();
    await removeBookmark(db, (await requireUserOf(c)).id, slug);
    return c.json({ slug, saved: false });
  });
