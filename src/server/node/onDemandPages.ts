import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../log.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Astro's own handler (`dist/server/entry.mjs`) for the paths that are no file of the built site:
 * the pages rendered on demand (an unknown article or project answers 404 with "Article Not Found"
 * or "Project Not Found") and the 404 page for everything else. Loaded on the first such request.
 */
export function onDemandPages(distDir: string, log: Logger): NodeHandler {
  let handler: Promise<NodeHandler> | undefined;
  return (req, res) => {
    // The entry starts a server of its own when it is imported, unless told not to.
    process.env.ASTRO_NODE_AUTOSTART = 'disabled';
    handler ??= import(pathToFileURL(path.join(distDir, 'server/entry.mjs')).href).then((entry: { handler: NodeHandler }) => entry.handler);
    handler
      .then((handle) => handle(req, res))
      .catch((error: unknown) => {
        log.error({ err: error }, 'rendering a page on demand failed');
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'Content-Type': 'text/plain;charset=utf-8' });
        res.end('Internal Server Error');
      });
  };
}
