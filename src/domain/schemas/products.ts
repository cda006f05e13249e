import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from '../constants.ts';

/** GET /api/products?category=… (omitted for all). */
export const productQuerySchema = z.object({
  category: z.optional(z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })),
});
