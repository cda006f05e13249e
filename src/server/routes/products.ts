import { Hono } from 'hono';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { productCategoryQuerySchema, productSearchSchema } from '../../domain/schemas/products.ts';
import type { AppEnv } from '../context.ts';
import { requireUser } from '../middleware/session.ts';
import { getProduct, searchProducts } from '../services/products.ts';
import { readQuery, validate } from '../validation.ts';

/**
 * The product catalog is for signed-in users. The list answers a plain array, so a client that knows
 * no paging still works; how many products match in all (beyond one page) is in X-Total-Count.
 */
export const productRoutes = new Hono<AppEnv>()
  .get('/products', requireUser, async (c) => {
    const { category } = readQuery(c, productCategoryQuerySchema);
    const { products, total } = await searchProducts(c.var.db, readQuery(c, productSearchSchema(category)));
    c.header('X-Total-Count', String(total));
    return c.json(products);
  })
  .get('/products/:id/datasheet.pdf', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const product = await getProduct(c.var.db, id);
    // The PDF writer (pdfkit, about 25 MB once loaded) loads with the first document, not with the server.
    const { datasheetFileName, renderDatasheet } = await import('../documents/productDatasheet.ts');
    const pdf = await renderDatasheet(product, new Date());
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${datasheetFileName(product)}"`,
      'Cache-Control': 'private, max-age=3600',
    });
  });
