import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, isUnauthorizedError, sendJson } from './http.ts';

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body || null, { status, statusText })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendJson', () => {
  it('sends JSON with cookies included', async () => {
    answer(201, '{"id":1}');
    await sendJson('POST', '/api/rfqs', { projectName: 'New RFQ', status: 'draft' });
    expect(fetch).toHaveBeenCalledWith('/api/rfqs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"projectName":"New RFQ","status":"draft"}',
      credentials: 'include',
    });
  });

  it('raises "<status>: <body text>" for a non-OK answer', async () => {
    answer(400, '{"error":"Invalid request"}');
    await expect(sendJson('POST', '/api/leads', {})).rejects.toThrow('400: {"error":"Invalid request"}');
  });

  it("resolves with the answer's JSON, or undefined for an empty answer", async () => {
    answer(201, '{"id":1}');
    await expect(sendJson('POST', '/api/rfqs', {})).resolves.toEqual({ id: 1 });
    answer(204, '');
    await expect(sendJson('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(sendJson('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getJson', () => {
  it('raises on 401 by default and yields null when asked to', async () => {
    answer(401, '{"error":"Unauthorized"}');
    await expect(getJson('/api/auth/user')).rejects.toThrow('401: {"error":"Unauthorized"}');
    answer(401, '{"error":"Unauthorized"}');
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });
});

describe('isUnauthorizedError', () => {
  it('recognises the API\'s unauthorized answer, 401: {"error":"Unauthorized"}, and nothing else', () => {
    expect(isUnauthorizedError(new Error('401: {"error":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"error":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: expired'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
