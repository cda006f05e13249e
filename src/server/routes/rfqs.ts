import { Hono } from 'hono';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import {
  addRfqItemSchema,
  createRfqSchema,
  rfqAnswerSchema,
  rfqItemParamSchema,
  submitRfqSchema,
  updateRfqItemSchema,
} from '../../domain/schemas/rfqs.ts';
import type { AppEnv } from '../context.ts';
import { rfqCsv, rfqCsvFileName } from '../documents/rfqCsv.ts';
import { requireUser } from '../middleware/session.ts';
import { answerRfq, getQuotedRfq } from '../services/quotes.ts';
import {
  addRfqItem,
  createDraftRfq,
  deleteDraftRfq,
  duplicateRfq,
  getRfq,
  getRfqWithItems,
  listRfqItems,
  listRfqs,
  removeRfqItem,
  submitRfq,
  updateRfqItem,
} from '../services/rfqs.ts';
import { readJson, validate } from '../validation.ts';

/**
 * Requests for quote: a user's own; admins may read all. Besides listing, creating and submitting
 * RFQs and adding and reading lines: one RFQ with its timeline, a draft's lines edited and
 * removed, a draft deleted, any RFQ duplicated into a new draft, an RFQ exported as CSV, the
 * buyer's answer (accept or decline a quote, withdraw a request) and the quote as a PDF.
 */
export const rfqRoutes = new Hono<AppEnv>()
  .get('/rfqs', requireUser, async (c) => c.json(await listRfqs(c.var.db, c.var.user)))
  .post('/rfqs', requireUser, async (c) => {
    const input = await readJson(c, createRfqSchema);
    return c.json(await createDraftRfq(c.var.db, c.var.user, input), 201);
  })
  .get('/rfqs/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await getRfq(c.var.db, c.var.user, id));
  })
  .patch('/rfqs/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await submitRfq(c.var.db, c.var.user, id, await readJson(c, submitRfqSchema)));
  })
  .delete('/rfqs/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    await deleteDraftRfq(c.var.db, c.var.user, id);
    return c.body(null, 204);
  })
  .post('/rfqs/:id/duplicate', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await duplicateRfq(c.var.db, c.var.user, id), 201);
  })
  .get('/rfqs/:id/export.csv', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { rfq, items } = await getRfqWithItems(c.var.db, c.var.user, id);
    return c.body(rfqCsv(rfq, items), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${rfqCsvFileName(rfq)}"`,
    });
  })
  .patch('/rfqs/:id/status', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const input = await readJson(c, rfqAnswerSchema);
    return c.json(await answerRfq(c.var.db, c.var.deps.env(), c.var.user, id, input));
  })
  .get('/rfqs/:id/quote.pdf', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { rfq, items, terms } = await getQuotedRfq(c.var.db, c.var.user, id);
    // The PDF writer (pdfkit) loads with the first document, not with the server.
    const { quotePdfFileName, renderQuotePdf } = await import('../documents/rfqQuotePdf.ts');
    const pdf = await renderQuotePdf(rfq, items, terms, new Date());
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${quotePdfFileName(rfq)}"`,
      // The quote may be replaced or answered at any time: never a stale copy.
      'Cache-Control': 'private, no-store',
    });
  })
  .get('/rfqs/:id/items', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await listRfqItems(c.var.db, c.var.user, id));
  })
  .post('/rfqs/:id/items', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await addRfqItem(c.var.db, c.var.user, id, await readJson(c, addRfqItemSchema)), 201);
  })
  .patch('/rfqs/:id/items/:itemId', requireUser, async (c) => {
    const { id, itemId } = validate(rfqItemParamSchema, c.req.param());
    return c.json(await updateRfqItem(c.var.db, c.var.user, id, itemId, await readJson(c, updateRfqItemSchema)));
  })
  .delete('/rfqs/:id/items/:itemId', requireUser, async (c) => {
    const { id, itemId } = validate(rfqItemParamSchema, c.req.param());
    await removeRfqItem(c.var.db, c.var.user, id, itemId);
    return c.body(null, 204);
  });
