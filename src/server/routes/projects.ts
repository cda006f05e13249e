import { Hono } from 'hono';
import { projectQuerySchema } from '../../domain/schemas/projects.ts';
import type { AppEnv } from '../context.ts';
import { getProject, listProjectsJson } from '../services/projects.ts';
import { readQuery } from '../validation.ts';

/** The portfolio, from the same MDX collection the pages are built from. Public. */
export const projectRoutes = new Hono<AppEnv>()
  .get('/projects', async (c) =>
    c.body(await listProjectsJson(readQuery(c, projectQuerySchema)), 200, { 'Content-Type': 'application/json' }),
  )
  .get('/projects/:slug', async (c) => c.json(await getProject(c.req.param('slug'))));
