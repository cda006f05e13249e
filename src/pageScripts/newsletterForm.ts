import { subscribe } from '~/client/newsletter';
import { apiErrorBody, ApiRequestError } from '~/client/http';
import { toast } from '~/stores/toasts';

/** The server's rule, checked first so an obvious typo costs no request (same message). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = 'Valid email is required';

/**
 * The blog's newsletter box: POST /api/newsletter, then a plain confirmation in place of the
 * form. Field messages come from the server's answer when it refuses the address.
 */
export function initNewsletterForms(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) {
    const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const message = form.querySelector<HTMLElement>('[data-field-error]')!;
    const done = form.parentElement?.querySelector<HTMLElement>('[data-newsletter-done]');

    const showError = (text: string) => {
      message.textContent = text;
      message.hidden = !text;
      input.setAttribute('aria-invalid', String(Boolean(text)));
    };

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const email = input.value.trim();
      if (!EMAIL_SHAPE.test(email)) {
        showError(INVALID_EMAIL);
        input.focus();
        return;
      }
      showError('');
      button.disabled = true;
      button.textContent = 'Subscribing...';
      try {
        await subscribe({ email, source: form.dataset.newsletter || 'blog', website: honeypot?.value || undefined });
        form.hidden = true;
        if (done) {
          done.hidden = false;
          done.focus();
        }
      } catch (error) {
        const issue = apiErrorBody(error)?.issues?.find((candidate) => candidate.path === 'email');
        if (issue) showError(issue.message);
        else if (error instanceof ApiRequestError && error.status === 429)
          toast({ title: 'Too many sign-ups', description: 'Please try again in an hour.', variant: 'destructive' });
        else toast({ title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' });
      } finally {
        button.disabled = false;
        button.textContent = 'Subscribe';
      }
    });
    button.disabled = false; // ready: the form no longer falls back to a native submit
  }
}
