/**
 * The browser suite's mail server (a Playwright web server): the real test SMTP server the app
 * sends through, and its mailbox over HTTP for the tests, which read a message as its reader would.
 *   GET /messages → [{ to, subject, text, html }], oldest first
 */
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../../setup/smtpServer.ts';
import { mailboxPort, smtpPort } from './ports.ts';

const smtp = await startTestSmtpServer({ port: smtpPort });

const mailbox = createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const messages = smtp.messages.map(({ envelope, parsed }) => ({
    to: envelope.to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
mailbox.listen(mailboxPort, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    mailbox.close();
    void smtp.close().then(() => process.exit(0));
  });
}
