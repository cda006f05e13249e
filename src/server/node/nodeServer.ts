import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../log.ts';
import { trackMailEnqueued } from '../mail/outbox.ts';
import { acceptedRequestId } from '../middleware/requestContext.ts';
import { apiHeaders, securityHeaders } from '../securityHeaders.ts';
import type { StaticSite } from './staticFiles.ts';

/** Methods the API routes may serve; Hono answers 404 or 405 (with Allow) per path among these. */
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATIC_METHODS = 'GET, HEAD';
const KEEP_ALIVE_MS = 65_000;

export interface NodeServerOptions {
  app: Hono<AppEnv>;
  site: StaticSite;
  /** What answers a page request that matches no file: Astro's on-demand pages and its 404 page. */
  pages: (req: IncomingMessage, res: ServerResponse) => void;
  production: boolean;
  log: Logger;
  /** Called after an API request that wrote mail to the outbox (the mail loop delivers it at once). */
  onMailEnqueued?: () => void;
}

/**
 * The self-hosted server: `/api/*` goes straight to the one Hono app (through Hono's Node adapter),
 * every other path to the built site, and what is no file there to Astro's pages rendered on demand. Whatever a request contains, it gets an answer and the
 * process keeps serving: methods nobody serves answer 405 or 501, a request the HTTP parser
 * refuses gets a plain status line, and a fault while handling one is logged and answered 500.
 */
export function createNodeServer({ app, site, pages, production, log, onMailEnqueued }: NodeServerOptions): http.Server {
  const pageHeaders = Object.entries(securityHeaders({ production }));
  const apiResponseHeaders = Object.entries(apiHeaders({ production }));
  const api = getRequestListener(
    async (request, env) => {
      // The request id goes on the socket's response with the API's headers: set through the app's
      // fetch Headers, it cost every answer the adapter's plain-object fast path.
      const incoming = env.incoming;
      const requestId = acceptedRequestId(incoming.headers['x-request-id'] as string | undefined) ?? randomUUID();
      env.outgoing.setHeader('X-Request-Id', requestId);
      const { result, enqueued } = await trackMailEnqueued(async () =>
        app.fetch(request, { clientAddress: incoming.socket.remoteAddress, apiHeadersSet: true, requestId }),
      );
      if (enqueued > 0) onMailEnqueued?.();
      return result;
    },
    {
      errorHandler: (error) => {
        log.error({ err: error }, 'API request failed outside the app');
        return Response.json({ error: 'Internal server error' }, { status: 500 });
      },
    },
  );

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      for (const [name, value] of apiResponseHeaders) res.setHeader(name, value);
      // Methods outside the usual set never reach the app: fetch's Request refuses some (TRACE, TRACK).
      if (!API_METHODS.has(method)) return sendJson(res, 501, { error: `Method ${method} is not implemented` });
      void api(req, res).catch((error: unknown) => failed(res, error));
      return;
    }
    for (const [name, value] of pageHeaders) res.setHeader(name, value);
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', STATIC_METHODS);
      return sendText(res, 405, 'Method Not Allowed');
    }
    void Promise.resolve(site.serve(req, res, () => pages(req, res))).catch((error: unknown) => failed(res, error));
  }

  function failed(res: ServerResponse, error: unknown): void {
    log.error({ err: error }, 'request failed');
    if (res.headersSent) return void res.destroy();
    sendJson(res, 500, { error: 'Internal server error' });
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      failed(res, error);
    }
  });
  // An idle connection stays open longer than clients and proxies keep theirs before reusing them
  // (load balancers commonly 60 s): a server that closes first races their next request (ECONNRESET).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // CONNECT asks for a tunnel: not something a web site offers.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    endSocket(socket, 405, 'Method Not Allowed', { Allow: `${STATIC_METHODS}, POST, PUT, PATCH, DELETE` });
  });
  // Requests the HTTP parser refuses: an invented method is "not implemented", the rest are bad requests.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    if (error.code === 'HPE_INVALID_METHOD') return endSocket(socket, 501, 'Not Implemented');
    if (error.code === 'HPE_HEADER_OVERFLOW') return endSocket(socket, 431, 'Request Header Fields Too Large');
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return endSocket(socket, 408, 'Request Timeout');
    endSocket(socket, 400, 'Bad Request');
  });
  return server;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain;charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** Answers on a raw socket (no ServerResponse exists for these) and closes it. */
function endSocket(socket: Duplex, status: number, reason: string, extra: Record<string, string> = {}): void {
  const body = JSON.stringify({ error: reason });
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  for (const [name, value] of Object.entries(extra)) lines.push(`${name}: ${value}`);
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
