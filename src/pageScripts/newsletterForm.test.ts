// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast } from '~/stores/toasts';
import { initNewsletterForms } from './newsletterForm.ts';

/**
 * The blog's newsletter box (markup as NewsletterBox.astro renders it, trimmed to what the script
 * uses), its requests answered by a stubbed fetch. A subscription stored by the real server is
 * tested in a browser (tests/e2e/blog.spec.ts).
 */
const markup = `
  <section>
    <form data-newsletter="blog" novalidate>
      <label for="newsletter-blog-email">Email address</label>
      <input id="newsletter-blog-email" type="email" name="email" aria-describedby="newsletter-blog-error" />
      <p id="newsletter-blog-error" data-field-error hidden></p>
      <div aria-hidden="true"><label>Website <input type="text" name="website" tabindex="-1" /></label></div>
      <button type="submit" disabled>Subscribe</button>
    </form>
    <p data-newsletter-done hidden tabindex="-1" role="status">Thanks for subscribing! We'll email you when we publish new articles.</p>
  </section>
`;

const input = () => document.querySelector<HTMLInputElement>('input[name="email"]')!;
const button = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const message = () => document.querySelector<HTMLElement>('[data-field-error]')!;
const done = () => document.querySelector<HTMLElement>('[data-newsletter-done]')!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function subscribeWith(email: string) {
  input().value = email;
  button().click();
  await settle();
}

beforeEach(() => {
  document.body.innerHTML = markup;
  initNewsletterForms();
});
afterEach(() => {
  for (const item of $toasts.get()) dismissToast(item.id);
  vi.unstubAllGlobals();
});

describe('the newsletter box', () => {
  it('is ready once its script runs: the button no longer falls back to a native submit', () => {
    expect(button().disabled).toBe(false);
  });

  it('checks the address first: the message under the field, the field marked invalid and focused, nothing sent', async () => {
    const fetch = answer(201);
    await subscribeWith('not-an-email');
    expect(message().hidden).toBe(false);
    expect(message().textContent).toBe('Valid email is required');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the address from the blog, then says thanks in place of the form', async () => {
    const fetch = answer(201, { subscribed: true });
    await subscribeWith('not-an-email');
    await subscribeWith('reader@example.com');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'reader@example.com', source: 'blog' });
    expect(message().hidden).toBe(true);
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(document.querySelector('form')!.hidden).toBe(true);
    expect(done().hidden).toBe(false);
    expect(document.activeElement).toBe(done());
  });

  it("shows the server's message for the address under the field, and keeps the form", async () => {
    answer(400, { error: 'Invalid request', issues: [{ path: 'email', message: 'Valid email is required' }] });
    await subscribeWith('reader@example.invalid');
    expect(message().textContent).toBe('Valid email is required');
    expect(document.querySelector('form')!.hidden).toBe(false);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Subscribe');
  });

  it('says when there were too many sign-ups, and when the server failed', async () => {
    answer(429, { error: 'Too many requests' });
    await subscribeWith('reader@example.com');
    expect($toasts.get().at(-1)).toMatchObject({ title: 'Too many sign-ups', variant: 'destructive' });
    answer(500, { error: 'Internal server error' });
    await subscribeWith('reader@example.com');
    expect($toasts.get().at(-1)).toMatchObject({ title: 'Error', description: 'Failed to subscribe. Please try again.' });
  });
});
