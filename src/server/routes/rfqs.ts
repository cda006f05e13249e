import { Hono } from 'hono';
import { idParamSchema } from '../../domain/schemas/admin.ts';
import { addRfqItemSchema, createRfqSchema, submitRfqSchema } from '../../domain/schemas/rfq.ts';
import type { AppEnv } from '../context.ts';
import { requireUser, requireUserOf } from '../middleware/session.ts';
import { addRfqItem, createDraftRfq, listRfqItems, listRfqs, submitRfq } from '../services/rfqs.ts';
import { readJson, validate } from '../validation.ts';

/** Requests for quote (SPEC §2 RFQ page, §7): a user's own; admins may read all. */
export const rfqRoutes = new Hono<AppEnv>()
  .use('/rfqs', requireUser)
  .use('/rfqs/*', requireUser)
  .get('/rfqs', async (c) => {
    const { db } = await c.var.deps.database();
    return c.json(await listRfqs(db, await requireUserOf(c)));
  })
  .post('/rfqs', async (c) => {
    const input = await readJson(c, createRfqSchema);
    const { db } = await c.var.deps.database();
    return c.json(await createDraftRfq(db, await requireUserOf(c), input.projectName), 201);
  })
  .patch('/rfqs/:id', async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const input = await readJson(c, submitRfqSchema);
    const { db } = await c.var.deps.database();
    return c.json(await submitRfq(db, await requireUserOf(c), id, input));
  })
  .get('/rfqs/:id/items', async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { db } = await c.var.deps.database();
    return c.json(await listRfqItems(db, await requireUserOf(c), id));
  })
  .post('/rfqs/:id/items', async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const input = await readJson(c, addRfqItemSchema);
    const { db } = await c.var.deps.database();
    return c.json(await addRfqItem(db, await requireUserOf(c), id, input), 201);
  });
