import { Hono } from 'hono';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiRoutes, MAX_BODY_BYTES } from '~/server/app';
import type { AppEnv } from '~/server/context';
import { readJson } from '~/server/validation';
import { expectErrorLog } from '../setup/failOnErrorLog';
import { linesAt } from '../setup/testLog';
import { apiContext } from '../setup/apiContext';
import { createTestApp } from '../setup/testApp';

const api = apiContext();

/** Routes that exist only in this test, to drive the app's shared error handling. */
const probeRoutes = new Hono<AppEnv>()
  .post('/probe/echo', async (c) => c.json(await readJson(c, z.object({ name: z.string().min(2, 'Name is required') }))))
  .get('/probe/crash', () => {
    throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
  });

describe('JSON errors', () => {
  const app = () => createTestApp(api.database, { routes: [...apiRoutes, probeRoutes] });

  it('answers an unknown route with 404', async () => {
    const response = await app().request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
  });

  it('answers a known path asked with the wrong method with 405 and Allow', async () => {
    const response = await app().request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: 'Method DELETE not allowed; use GET, HEAD' });
  });

  it('serves HEAD from the GET handler', async () => {
    const response = await app().request('/api/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app().request('/api/probe/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Ada",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers a body that is not declared JSON with 415', async () => {
    const response = await app().request('/api/probe/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"name":"Ada"}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
  });

  it('answers invalid fields with 400 naming each field', async () => {
    const response = await app().request('/api/probe/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'A' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request: name: Name is required',
      issues: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it('answers a body over 64 KB with 413 before reading it', async () => {
    const response = await app().request('/api/probe/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large (limit 64 KB)' });
  });

  it('answers a streamed body over 64 KB (no Content-Length) with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await app().request('/api/probe/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers an unexpected fault with a bare 500 and logs it on the server', async () => {
    expectErrorLog();
    const response = await app().request('/api/probe/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error' });
    expect(text).not.toMatch(/SELECT|relation|password_hash|at .*\.ts/);
    expect(linesAt('error')).toEqual([
      expect.objectContaining({
        msg: 'request failed',
        method: 'GET',
        path: '/api/probe/crash',
        reqId: response.headers.get('x-request-id'),
        err: expect.objectContaining({ type: 'Error' }),
      }),
    ]);
  });
});
