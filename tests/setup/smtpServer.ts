import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './nodeServer.ts';

/** A message the test server accepted: its envelope and the message as a mail client reads it. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** Who signed in to send it (the user of SMTP_URL). */
  user: string | undefined;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for this server, with credentials (any user and password are accepted). */
  url: string;
  /** Every message accepted so far, in order. */
  messages: ReceivedMail[];
  /** Replies `code message` to RCPT TO for this address: 4xx for a transient refusal, 5xx for a permanent one. */
  refuse(address: string, code: number, message: string): void;
  /** Stops listening as soon as `count` more messages have been accepted (the one in progress finishes); resolves once stopped. */
  stopAfter(count: number): Promise<void>;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (`smtp-server`, the Nodemailer project's) on 127.0.0.1 and a free port, which
 * accepts any credentials and keeps every message it receives, parsed by `mailparser` as a mail
 * client would. STARTTLS is off, so the client sends in the clear on this loopback connection and
 * nothing waits on certificates. It can be stopped and started again on the same port, to play a
 * mail server that goes away in the middle of a run and comes back. A free port unless one is given.
 */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const port = options.port ?? (await freePort());
  const messages: ReceivedMail[] = [];
  const refusals = new Map<string, { code: number; message: string }>();
  let server: SMTPServer | undefined;
  let stopWhen: { remaining: number; stopped: () => void } | undefined;

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const created = new SMTPServer({
        logger: false,
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        authOptional: false,
        // A stopped server lets the connection in progress finish, then stops waiting for it.
        closeTimeout: 200,
        onAuth(auth, _session, callback) {
          callback(null, { user: auth.username });
        },
        onRcptTo(address, _session, callback) {
          const refusal = refusals.get(address.address.toLowerCase());
          if (!refusal) return callback();
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        },
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              messages.push({
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((recipient) => recipient.address),
                },
                user: typeof session.user === 'string' ? session.user : undefined,
                parsed,
              });
              if (stopWhen && --stopWhen.remaining === 0) {
                const { stopped } = stopWhen;
                stopWhen = undefined;
                // Stop listening now: the next connection is refused, while this one still gets its answer.
                void stop().then(stopped);
              }
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        },
      });
      created.on('error', reject);
      created.listen(port, '127.0.0.1', () => {
        server = created;
        resolve();
      });
    });

  await start();
  return {
    port,
    url: `smtp://voltfield:test-password@127.0.0.1:${port}`,
    messages,
    refuse: (address, code, message) => refusals.set(address.toLowerCase(), { code, message }),
    stopAfter: (count) => new Promise<void>((resolve) => (stopWhen = { remaining: count, stopped: resolve })),
    stop,
    start,
    close: stop,
  };
}
