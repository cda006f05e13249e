import { Hono } from 'hono';
import { createSiteSchema, sharedSiteQuerySchema, siteRfqSchema, sitesQuerySchema, updateSiteSchema } from '../../domain/schemas/sites.ts';
import { idParamSchema } from '../../domain/schemas/fields.ts';
import { siteExportCsv, siteExportFileName, siteExportJson } from '../../domain/sites/siteExport.ts';
import type { AppEnv } from '../context.ts';
import { requireUser, withDatabase } from '../middleware/session.ts';
import { requestQuotesForDesign, siteEquipment } from '../services/siteQuotes.ts';
import {
  computeSiteResults,
  siteForReport,
  sharedSite,
  shareSite,
  unshareSite,
  createSite,
  deleteSite,
  getSite,
  listSites,
  updateSite,
} from '../services/sites.ts';
import { readJson, readQuery, validate } from '../validation.ts';
import { siteLoadSchema } from '../../domain/schemas/siteLoad.ts';
import { clientAddress, enforceRateLimits } from '../requestLimits.ts';
import { readSiteLoad, storeSiteLoad } from '../services/siteLoads.ts';

/** A signed-in user's sites (docs/sites.md): theirs alone to change; staff read any. */
export const siteRoutes = new Hono<AppEnv>()
  .post('/sites', requireUser, async (c) => c.json(await createSite(c.var.db, c.var.user, await readJson(c, createSiteSchema)), 201))
  .get('/sites', requireUser, async (c) => {
    const { sites, total } = await listSites(c.var.db, c.var.user.id, readQuery(c, sitesQuerySchema));
    c.header('X-Total-Count', String(total));
    return c.json(sites);
  })
  .get('/sites/:id', requireUser, async (c) => c.json(await getSite(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id)))
  .patch('/sites/:id', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    return c.json(await updateSite(c.var.db, c.var.user, id, await readJson(c, updateSiteSchema)));
  })
  // The site's own interval data (up to 4 MB): its limit counted before the body is read, as the optimizer's.
  .put('/sites/:id/load', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    await enforceRateLimits(c, [['siteLoadPerAddress', clientAddress(c)]]);
    return c.json(await storeSiteLoad(c.var.db, c.var.user, id, await readJson(c, siteLoadSchema)));
  })
  // The series back, for the optimizer opened for the site (readable as the site is).
  .get('/sites/:id/load', requireUser, async (c) =>
    c.json(await readSiteLoad(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id)),
  )
  .post('/sites/:id/compute', requireUser, async (c) =>
    c.json(await computeSiteResults(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id, new Date())),
  )
  // Each design's equipment as a request for quotes would hold it (readable as the site is).
  .get('/sites/:id/equipment', requireUser, async (c) =>
    c.json(await siteEquipment(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id)),
  )
  // The design's equipment into a draft RFQ: 201 for a new draft, 200 when the design's draft was refilled.
  .post('/sites/:id/rfq', requireUser, async (c) => {
    const { id } = validate(idParamSchema, c.req.param());
    const { designId } = await readJson(c, siteRfqSchema);
    const request = await requestQuotesForDesign(c.var.db, c.var.user, id, designId);
    return c.json({ ...request, url: `/rfq?id=${request.rfqId}` }, request.created ? 201 : 200);
  })
  .get('/sites/:id/report.pdf', requireUser, async (c) => {
    const now = new Date();
    const { site, answer } = await siteForReport(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id, now);
    // The PDF writer (pdfkit) loads with the first document, not with the server.
    const { renderSiteReportPdf, siteReportFileName } = await import('../documents/siteReportPdf.ts');
    const pdf = await renderSiteReportPdf(site, answer, now);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${siteReportFileName(site)}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  // The report's answer as data: the figures for a spreadsheet (one a row) or a program.
  .get('/sites/:id/export.json', requireUser, async (c) => {
    const now = new Date();
    const { site, answer } = await siteForReport(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id, now);
    c.header('Content-Disposition', `attachment; filename="${siteExportFileName(site, 'json')}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.json(siteExportJson(site, answer, now));
  })
  .get('/sites/:id/export.csv', requireUser, async (c) => {
    const { site, answer } = await siteForReport(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id, new Date());
    return c.body(siteExportCsv(site, answer), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${siteExportFileName(site, 'csv')}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .post('/sites/:id/share', requireUser, async (c) =>
    c.json(await shareSite(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id, c.var.deps.env().SITE_URL), 201),
  )
  .delete('/sites/:id/share', requireUser, async (c) => {
    await unshareSite(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id);
    return c.body(null, 204);
  })
  // Anyone with a share link reads the site: no session; the token in the query, which no log records; never indexed.
  .get('/shared-sites', withDatabase, async (c) => {
    const { token } = readQuery(c, sharedSiteQuerySchema);
    c.header('X-Robots-Tag', 'noindex');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await sharedSite(c.var.db, token));
  })
  .delete('/sites/:id', requireUser, async (c) => {
    await deleteSite(c.var.db, c.var.user, validate(idParamSchema, c.req.param()).id);
    return c.body(null, 204);
  });
