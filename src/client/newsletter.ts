import { sendJson } from './http.ts';

/** The blog's newsletter box; `website` is the honeypot. */
export async function subscribe(input: { email: string; source: string; website?: string }): Promise<void> {
  await sendJson('POST', '/api/newsletter', input);
}
