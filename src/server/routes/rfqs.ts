import { Hono } from 'hono';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { addRfqItemSchema, createRfqSchema, submitRfqSchema } from '../../domain/schemas/rfqs.ts';
import type { AppEnv } from '../context.ts';
import { requireUser } from '../middleware/session.ts';
import { addRfqItem, createDraftRfq, listRfqItems, listRfqs, submitRfq } from '../services/rfqs.ts';
import { readJson, validate } from '../validation.ts';

/** Requests for quote (SPEC §2 RFQ page, §7): a user's own; admins may read all. */
export const rfqRoutes = new Hono<AppEnv>()
  .get('/rfqs', requireUser, async (c) => c.json(await listRfqs(c.var.db, c.var.user)))
  .post('/rfqs', requireUser, async (c) => {
    const input = await readJson(c, createRfqSchema);
    return c.json(await createDraftRfq(c.var.db, c.var.user, input.projectName), 201);
  })
  .patch('/rfqs/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await submitRfq(c.var.db, c.var.user, id, await readJson(c, submitRfqSchema)));
  })
  .get('/rfqs/:id/items', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await listRfqItems(c.var.db, c.var.user, id));
  })
  .post('/rfqs/:id/items', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await addRfqItem(c.var.db, c.var.user, id, await readJson(c, addRfqItemSchema)), 201);
  });
