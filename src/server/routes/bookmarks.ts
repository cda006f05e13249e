import { Hono } from 'hono';
import { articleSlugSchema } from '../../domain/schemas/articles.ts';
import type { AppEnv } from '../context.ts';
import { requireUser } from '../middleware/session.ts';
import { listBookmarks, removeBookmark, saveBookmark } from '../services/bookmarks.ts';
import { validate } from '../validation.ts';

/** A signed-in user's saved articles (the article page's Save button). PUT and DELETE are idempotent. */
export const bookmarkRoutes = new Hono<AppEnv>()
  .get('/bookmarks', requireUser, async (c) => c.json(await listBookmarks(c.var.db, c.var.user.id)))
  .put('/bookmarks/:slug', requireUser, async (c) => {
    const { slug } = validate(articleSlugSchema, c.req.param());
    await saveBookmark(c.var.db, c.var.user.id, slug);
    return c.json({ slug, saved: true });
  })
  .delete('/bookmarks/:slug', requireUser, async (c) => {
    const { slug } = validate(articleSlugSchema, c.req.param());
    await removeBookmark(c.var.db, c.var.user.id, slug);
    return c.json({ slug, saved: false });
  });
