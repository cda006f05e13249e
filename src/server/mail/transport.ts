import type { Transporter } from 'nodemailer';

/** A message as the delivery worker hands it over: already rendered. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Stable across retries (`<key@sender's domain>`): if a retry follows an attempt that the server
   * did accept after all (a connection lost just after its answer), the recipient's mail system and
   * client see the same message twice and can show it once.
   */
  messageKey: string;
  /** The RFC 8058 one-click unsubscribe target, sent as List-Unsubscribe; null for the kinds that always go. */
  unsubscribeUrl: string | null;
}

/** Where messages go. The SMTP transport in production; tests may pass another. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Ends any connection the transport holds. */
  close(): void;
}

/**
 * Bounds on one attempt, so the worker's lease on a message (LEASE_MS in deliver.ts) always outlasts
 * it: a server that does not answer is given up on in seconds, not nodemailer's default minutes.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * The SMTP transport (nodemailer, decision 042): SMTP_URL names the server and its credentials,
 * MAIL_FROM the sender. One connection per message: nothing stays open between runs, which suits a
 * serverless function that may be frozen at any moment as well as the Node server's loop.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer (about 18 MB once loaded) loads with the first message, not with the server.
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(
        { url: smtpUrl, connectionTimeout: CONNECTION_TIMEOUT_MS, greetingTimeout: GREETING_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS },
        { from },
      ),
    ));
  const domain = senderDomain(from);
  return {
    async send(mail) {
      await (
        await connect()
      ).sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageKey}@${domain}>`,
        ...(mail.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close: () => void transporter?.then((open) => open.close()),
  };
}

/** The domain of MAIL_FROM's address (`Voltfield <no-reply@example.com>` → example.com): the right side of each Message-ID. */
export function senderDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

let shared: { key: string; transport: MailTransport } | undefined;

/** The process's transport for this configuration (made once and kept), or null without SMTP_URL: mail then stays in the outbox. */
export function configuredTransport(env: { SMTP_URL?: string; MAIL_FROM?: string }): MailTransport | null {
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  const key = `${env.SMTP_URL}\n${env.MAIL_FROM}`;
  if (shared?.key !== key) {
    shared?.transport.close();
    shared = { key, transport: smtpTransport(env.SMTP_URL, env.MAIL_FROM) };
  }
  return shared.transport;
}

/** What a failed attempt means for the message and for the rest of the run. */
export interface SendFailure {
  /** The server's answer or the connection's error, as kept in the outbox: never the message or credentials. */
  reason: string;
  /** The server refused this message for good (a 5xx reply to its sender, recipients or content): no retry. */
  permanent: boolean;
  /** The server could not be reached or refused the session (connection, TLS, authentication): every other message would fail the same way now. */
  serverUnavailable: boolean;
}

interface TransportError {
  code?: string;
  response?: string;
  responseCode?: number;
  permanent?: boolean;
  message?: string;
}

/**
 * Reads a transport's error. nodemailer marks the errors that concern one message (EENVELOPE: the
 * sender or a recipient refused; EMESSAGE: the content refused) and, from the reply code, whether
 * the refusal is permanent (5xx, RFC 5321). Anything else concerns the server: down, unreachable,
 * or refusing our credentials.
 */
export function describeSendFailure(error: unknown): SendFailure {
  const details = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as TransportError;
  const reason = (details.response || details.message || 'Unknown error').replace(/\s+/g, ' ').trim().slice(0, 500);
  const aboutThisMessage = details.code === 'EENVELOPE' || details.code === 'EMESSAGE';
  return { reason, permanent: aboutThisMessage && details.permanent === true, serverUnavailable: !aboutThisMessage };
}
