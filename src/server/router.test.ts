import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { KeptMatchRouter } from './router.ts';

/** The same routes on both routers: middleware on every path, static and parameter routes, a 405 catch-all. */
function withRoutes<R extends KeptMatchRouter<string> | TrieRouter<string>>(router: R): R {
  router.add('ALL', '*', 'context');
  router.add('GET', '/api/projects', 'list projects');
  router.add('POST', '/api/calculators/ppa', 'ppa');
  router.add('GET', '/api/leads/export.csv', 'export');
  router.add('GET', '/api/leads/:id/history', 'history');
  router.add('ALL', '/api/projects', 'not allowed');
  return router;
}

const REQUESTS: [string, string][] = [
  ['GET', '/api/projects'],
  ['POST', '/api/projects'],
  ['POST', '/api/calculators/ppa'],
  ['GET', '/api/leads/export.csv'],
  ['GET', '/api/leads/0b7c/history'],
  ['GET', '/api/nothing-here'],
  ['BREW', '/api/projects'],
];

describe('KeptMatchRouter', () => {
  it('matches every request as the trie router does, the first time and again', () => {
    const kept = withRoutes(new KeptMatchRouter<string>());
    const trie = withRoutes(new TrieRouter<string>());
    for (let round = 0; round < 2; round += 1) {
      for (const [method, path] of REQUESTS) expect(kept.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
    }
  });

  it("keeps the match of a route's own path, and only those, once for each usual method", () => {
    const router = withRoutes(new KeptMatchRouter<string>());
    const first = router.match('POST', '/api/calculators/ppa');
    expect(router.match('POST', '/api/calculators/ppa')).toBe(first);
    for (let i = 0; i < 100; i += 1) {
      router.match('GET', `/api/leads/${i}/history`);
      router.match('GET', `/api/unknown-${i}`);
      router.match(`VERB${i}`, '/api/projects');
    }
    router.match('GET', '/api/projects');
    router.match('DELETE', '/api/projects');
    expect(router.size).toBe(3);
    expect(router.match('GET', '/api/leads/7/history')).not.toBe(router.match('GET', '/api/leads/7/history'));
  });

  it('forgets what it kept when a route is added', () => {
    const router = withRoutes(new KeptMatchRouter<string>());
    router.match('GET', '/api/projects');
    router.add('GET', '/api/projects', 'a second handler');
    expect(router.size).toBe(0);
    expect(router.match('GET', '/api/projects')[0].map(([handler]) => handler)).toContain('a second handler');
  });

  it('serves a Hono app, parameters included', async () => {
    const app = new Hono({ router: new KeptMatchRouter() })
      .get('/items', (c) => c.text('all'))
      .get('/items/:id', (c) => c.text(`item ${c.req.param('id')}`));
    for (let round = 0; round < 2; round += 1) {
      expect(await (await app.request('/items')).text()).toBe('all');
      expect(await (await app.request(`/items/${round}`)).text()).toBe(`item ${round}`);
    }
  });
});
