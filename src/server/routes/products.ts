import { Hono } from 'hono';
import { productQuerySchema } from '../../domain/schemas/products.ts';
import type { AppEnv } from '../context.ts';
import { requireUser } from '../middleware/session.ts';
import { listProducts } from '../services/products.ts';
import { readQuery } from '../validation.ts';

/** The product catalog is for signed-in users (SPEC §6). */
export const productRoutes = new Hono<AppEnv>().get('/products', requireUser, async (c) => {
  const { category } = readQuery(c, productQuerySchema);
  return c.json(await listProducts(c.var.db, category));
});
