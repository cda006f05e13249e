/**
 * The browser suite's servers, on ports next to each other so that two runs at once (E2E_PORT set
 * apart) never meet: the app, the test SMTP server it sends through, and that server's mailbox.
 */
export const appPort = Number(process.env.E2E_PORT ?? 4329);
export const smtpPort = appPort + 1;
export const mailboxPort = appPort + 2;
