import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  origin: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed on stdout so far, line by line. */
  output: string[];
  /** Sends SIGTERM and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

/** `npm run serve`'s arguments to Node (its flags and the entry), to start the server without npm in between. */
export function serveArguments(): string[] {
  return (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve
    .split(' ')
    .slice(1);
}

/** A port the OS says is free now (bound to 0, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built Node server exactly as `npm run serve` starts it (its Node flags included), on
 * 127.0.0.1 and a free port, with a fresh embedded database of its own unless `env` says
 * otherwise. Resolves once /api/health answers (any status) or `waitForHealth` is false.
 */
export async function startNodeServer(env: Record<string, string> = {}, { waitForHealth = true } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'voltfield-server-'));
  const child = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    output.push(...lines);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    origin,
    port,
    process: child,
    output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  if (waitForHealth) {
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
      try {
        await fetch(`${origin}/api/health`);
        break;
      } catch {
        if (attempt > 600) throw new Error('the server did not answer in 60 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  return server;
}

/** Signs in to a running server and answers the Cookie header its answer set (throws unless 200). */
export async function signInTo(server: Pick<RunningServer, 'origin'>, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`${email} could not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** What a raw HTTP/1.1 exchange answered: for requests fetch cannot make (TRACE, CONNECT, invented methods). */
export function rawRequest(port: number, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
}
