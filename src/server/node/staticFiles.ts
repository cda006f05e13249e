import { readFileSync, statSync } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SCRIPT_CONTENT_SECURITY_POLICY } from '../securityHeaders.ts';
import { COMPRESSIBLE } from './precompress.ts';

/** Vite names every file under /_astro/ after a hash of its content: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files may change with any deployment: revalidate (ETag) every time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Files up to this size are read whole before the headers go out, so the length sent is the length read. */
const READ_WHOLE_BYTES = 256 * 1024;

/** What the built site holds, by extension; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export interface StaticSite {
  /** Serves a GET or HEAD for a file of the built site; calls `miss` when there is none. */
  serve(req: IncomingMessage, res: ServerResponse, miss: () => void): void | Promise<void>;
}

/**
 * The built site (`dist/client`) as the Node server sends it: the precompressed brotli or gzip
 * variant the browser accepts (written at build time, src/server/node/precompress.ts), ETag and
 * 304, long-lived caching for hashed assets and revalidation for everything else, and each
 * page's own Content-Security-Policy (Astro writes them, with their script hashes, to
 * `dist/_headers.json`; a path that is no page gets the 404 page's).
 *
 * What is sent is what the disk holds at the time of the request, so a rebuild under a running
 * server is served at once: each request opens its file and takes the length, ETag and bytes
 * from that one open file (a file replaced meanwhile is read whole as it was), and the policies
 * are read again when `_headers.json` changes. Nothing is cached but the policies.
 */
export function staticSite(distDir: string): StaticSite {
  const client = path.join(distDir, 'client');
  const policies = pagePolicies(path.join(distDir, '_headers.json'));

  return {
    async serve(req, res, miss) {
      const pathname = (req.url ?? '/').split('?', 1)[0]!;
      const script = pathname.startsWith('/_astro/') && pathname.endsWith('.js');
      res.setHeader('Content-Security-Policy', script ? SCRIPT_CONTENT_SECURITY_POLICY : await policies.of(pageOf(pathname)));
      res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
      const found = await openFile(client, pathname, String(req.headers['accept-encoding'] ?? ''));
      if (!found) {
        // No such file: whatever answers (the 404 page) may change with the next deployment.
        res.setHeader('Cache-Control', REVALIDATE);
        return miss();
      }
      await send(req, res, found);
    },
  };
}

interface OpenFile {
  handle: FileHandle;
  size: number;
  mtime: Date;
  /** The name the browser asked for (its type), without the `.br` or `.gz` of the variant sent. */
  name: string;
  encoding?: 'br' | 'gzip';
}

/**
 * Opens the file a path names, in the encoding the browser accepts: `/about` is `/about/index.html`
 * (or `/about.html`), and a compressible file's `.br` variant comes before its `.gz` and the file
 * itself. Answers undefined when there is none, or the path leaves the site or names a dotfile.
 */
async function openFile(client: string, pathname: string, acceptEncoding: string): Promise<OpenFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return undefined;

  const last = segments.at(-1)!;
  const names = last === '' ? [`${decoded}index.html`] : last.includes('.') ? [decoded] : [`${decoded}/index.html`, `${decoded}.html`];
  const brotli = /\b(br|brotli)\b/i.test(acceptEncoding);
  const gzip = acceptEncoding.includes('gzip');
  for (const name of names) {
    const file = path.join(client, name);
    if (!file.startsWith(client + path.sep)) return undefined;
    const compressible = COMPRESSIBLE.test(name);
    const variants: { suffix: string; encoding?: 'br' | 'gzip' }[] = [
      ...(compressible && brotli ? [{ suffix: '.br', encoding: 'br' as const }] : []),
      ...(compressible && gzip ? [{ suffix: '.gz', encoding: 'gzip' as const }] : []),
      { suffix: '' },
    ];
    for (const { suffix, encoding } of variants) {
      const handle = await open(`${file}${suffix}`, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') return undefined;
        throw error;
      });
      if (!handle) continue;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        continue;
      }
      return { handle, size: stats.size, mtime: stats.mtime, name, encoding };
    }
  }
  return undefined;
}

/** Sends an open file (and closes it): 304 when the browser holds this very version, the headers alone for HEAD. */
async function send(req: IncomingMessage, res: ServerResponse, file: OpenFile): Promise<void> {
  const { handle } = file;
  let streaming = false;
  try {
    const etag = `W/"${file.size}-${file.mtime.getTime()}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', file.mtime.toUTCString());
    if (COMPRESSIBLE.test(file.name)) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      return void res.end();
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file.name).toLowerCase()] ?? 'application/octet-stream');
    if (file.encoding) res.setHeader('Content-Encoding', file.encoding);
    if (req.method === 'HEAD') {
      res.writeHead(200, { 'Content-Length': file.size });
      return void res.end();
    }
    if (file.size <= READ_WHOLE_BYTES) {
      const bytes = await readWhole(handle, file.size);
      res.writeHead(200, { 'Content-Length': bytes.length });
      return void res.end(bytes);
    }
    res.writeHead(200, { 'Content-Length': file.size });
    streaming = true;
    streamExactly(handle, file.size, res);
  } finally {
    if (!streaming) await handle.close();
  }
}

/** The file's bytes, up to `size`: fewer if it was cut short since it was opened. */
async function readWhole(handle: FileHandle, size: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(bytes, read, size - read, read);
    if (bytesRead === 0) break;
    read += bytesRead;
  }
  return bytes.subarray(0, read);
}

/**
 * Streams `size` bytes of a large file (and closes it). Should the file be cut short while it is
 * sent, the connection is closed rather than left waiting for the bytes promised.
 */
function streamExactly(handle: FileHandle, size: number, res: ServerResponse): void {
  const stream = handle.createReadStream({ start: 0, end: size - 1 });
  stream.on('error', () => res.destroy());
  stream.on('end', () => (stream.bytesRead === size ? res.end() : res.destroy()));
  res.on('close', () => stream.destroy());
  stream.pipe(res, { end: false });
}

/** `/about/`, `/about/index.html` and `/about.html` are the page `/about`. */
function pageOf(pathname: string): string {
  const page = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return page === '' ? '/' : page;
}

/**
 * Each prerendered page's Content-Security-Policy, by pathname, read from `_headers.json` at start
 * and again whenever that file changes (a rebuild rewrites the pages' script hashes).
 */
function pagePolicies(file: string): { of(page: string): Promise<string> } {
  let loaded = { version: versionOf(statSync(file)), ...readPolicies(readFileSync(file, 'utf8')) };
  let checking: Promise<void> | undefined;
  const reloadIfChanged = async () => {
    const stats = await stat(file).catch(() => undefined);
    // Mid-build the file may be missing or half-written: keep the policies read last until it reads whole.
    if (!stats || versionOf(stats) === loaded.version) return;
    try {
      loaded = { version: versionOf(stats), ...readPolicies(await readFile(file, 'utf8')) };
    } catch {
      // the next request tries again
    }
  };
  return {
    async of(page) {
      // Requests at the same moment share one look at the file.
      checking ??= reloadIfChanged().finally(() => (checking = undefined));
      await checking;
      return loaded.byPage.get(page) ?? loaded.notFound;
    },
  };
}

function versionOf(stats: { size: number; mtimeMs: number }): string {
  return `${stats.size}-${stats.mtimeMs}`;
}

function readPolicies(text: string): { byPage: Map<string, string>; notFound: string } {
  const routes = JSON.parse(text) as { pathname: string; headers: { key: string; value: string }[] }[];
  const byPage = new Map<string, string>();
  for (const route of routes) {
    const policy = route.headers.find((header) => header.key === 'Content-Security-Policy');
    if (policy) byPage.set(pageOf(route.pathname), policy.value);
  }
  const notFound = byPage.get('/404');
  if (!notFound) throw new Error('No Content-Security-Policy for /404 in dist/_headers.json: is security.csp enabled in astro.config.mjs?');
  return { byPage, notFound };
}
