import { useState } from 'react';
import { optionsOf } from '~/domain/labels';
import {
  EMAILS_PAGE_SIZE,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailStatus,
  type OutboxMessageSummary,
} from '~/domain/mail';
import { fetchEmail, listEmails } from '~/client/emails';
import { Dialog } from '../ui/Dialog';
import { DataView, EmptyState } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { scopedApiQuery } from './urlParameters';
import { PagedList } from './PagedList';
import { TabFilters, type TabFilter } from './TabFilters';
import { urlScope } from './urlScope';

const FILTERS: readonly TabFilter[] = [
  { name: 'status', label: 'Status', all: 'All statuses', options: optionsOf(MAIL_STATUSES, MAIL_STATUS_LABELS) },
  { name: 'kind', label: 'Kind', all: 'All kinds', options: optionsOf(MAIL_KINDS, MAIL_KIND_LABELS) },
];

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_CLASS: Record<MailStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent: 'bg-brand-50 text-brand-900 ring-brand-200',
  failed: 'bg-rose-50 text-rose-900 ring-rose-200',
};

function StatusBadge({ message }: { message: OutboxMessageSummary }) {
  // A pending message that has failed before is being retried: say so rather than "Pending".
  const retrying = message.status === 'pending' && message.attempts > 0;
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[message.status]}`}>
      {retrying ? `Retrying (attempt ${message.attempts + 1})` : MAIL_STATUS_LABELS[message.status]}
    </span>
  );
}

/**
 * The frame's document: the message as rendered, with every link opening in a new tab. A link
 * followed inside the frame would load a page of the site into it, which the site's own
 * `frame-ancestors 'none'` refuses (a broken frame); a new tab is what a mail client does too.
 */
function previewDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head(\s[^>]*)?>/i.test(html) ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

/**
 * What the frame may do: nothing runs in it (no scripts, no forms, an origin of its own); its links
 * may open a new tab, as an ordinary page, not a sandboxed one (the reset and invitation pages need
 * their scripts).
 */
const PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/**
 * The mail outbox: every message the product wrote, newest first, with its status; one opens with
 * its rendered text and HTML. Without SMTP_URL (development) this is where mail is read: nothing
 * leaves the server. The HTML is shown in a sandboxed frame in which nothing can run; its links
 * open in a new tab.
 */
export function EmailsPanel({ params }: { params: URLSearchParams }) {
  const query = scopedApiQuery(params, 'emails', ['status', 'kind']);
  const { state, reload } = useApiData(`emails?${query}`, () => listEmails(query), { toast: 'Failed to fetch emails' });
  const url = urlScope(params, 'emails');
  const [open, setOpen] = useState<OutboxMessageSummary | null>(null);

  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading" className="mb-2 text-xl font-semibold text-ink">
        Emails
      </h2>
      {state.status === 'ready' && (
        <p className="mb-4 text-sm text-slate-700">
          {state.data.delivery === 'smtp'
            ? 'Messages are sent through the configured mail server; failed attempts are retried with their reason shown.'
            : 'No mail server is configured (SMTP_URL): messages are kept here and not sent. Open one to read it.'}
        </p>
      )}
      <TabFilters label="Filter emails" className="md:grid-cols-4" url={url} filters={FILTERS} />
      <PagedList
        state={state}
        onRetry={reload}
        url={url}
        pageSize={EMAILS_PAGE_SIZE}
        noun={['email', 'emails']}
        what="emails"
        label="Emails"
        pagerLabel="Email pages"
        empty={<EmptyState title="No emails">A new lead, a submitted RFQ, a quote or a password reset writes one here.</EmptyState>}
      >
        {(message) => (
          <li key={message.id} className="grid gap-x-4 gap-y-1 p-4 text-sm md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_11rem]">
            <div className="min-w-0">
              <button
                type="button"
                onClick={() => setOpen(message)}
                className="text-left font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
              >
                {message.subject}
              </button>
              <p className="truncate text-slate-700" title={message.to}>
                To {message.to}
              </p>
            </div>
            <div className="flex flex-wrap items-start gap-2">
              <StatusBadge message={message} />
              <span className="text-slate-700">{MAIL_KIND_LABELS[message.kind]}</span>
              {message.lastError && (
                <p className="w-full break-words text-rose-900">
                  {message.status === 'failed' ? 'Gave up: ' : 'Last attempt: '}
                  {message.lastError}
                </p>
              )}
            </div>
            <div className="text-slate-700">
              <p>
                Written <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
              </p>
              {message.sentAt && (
                <p>
                  Sent <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
                </p>
              )}
              {message.status === 'pending' && message.attempts > 0 && (
                <p>
                  Next try <time dateTime={message.nextAttemptAt}>{when(message.nextAttemptAt)}</time>
                </p>
              )}
            </div>
          </li>
        )}
      </PagedList>
      <EmailDialog message={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** One message as its recipient reads it: the HTML part (in a frame nothing can run in, its links opening a new tab) or the plain text. */
function EmailDialog({ message, onClose }: { message: OutboxMessageSummary | null; onClose(): void }) {
  const { state, reload } = useApiData(message ? `email/${message.id}` : null, () => fetchEmail(message!.id), {
    toast: 'Failed to fetch the email',
  });
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      size="wide"
      title={message?.subject ?? 'Email'}
      subtitle={message ? `To ${message.to} · ${MAIL_KIND_LABELS[message.kind]} · ${MAIL_STATUS_LABELS[message.status]}` : undefined}
    >
      <DataView state={state} onRetry={reload} failed="Failed to fetch the email">
        {(email) =>
          email.withheld || email.html === null || email.text === null ? (
            <p className="text-sm text-slate-700">{email.withheld}</p>
          ) : (
            <div className="space-y-3">
              <div role="group" aria-label="Show the message as" className="flex gap-2">
                {(['html', 'text'] as const).map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    aria-pressed={view === choice}
                    onClick={() => setView(choice)}
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                  >
                    {choice === 'html' ? 'HTML' : 'Plain text'}
                  </button>
                ))}
              </div>
              {view === 'html' ? (
                <iframe
                  title={`The HTML of “${email.subject}”`}
                  sandbox={PREVIEW_SANDBOX}
                  srcDoc={previewDocument(email.html)}
                  className="h-[60dvh] w-full rounded-lg border border-slate-200 bg-white"
                />
              ) : (
                <pre
                  tabIndex={0}
                  className="max-h-[60dvh] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm whitespace-pre-wrap text-ink"
                >
                  {email.text}
                </pre>
              )}
              {email.unsubscribeUrl && <p className="text-xs break-all text-slate-700">List-Unsubscribe: {email.unsubscribeUrl}</p>}
            </div>
          )
        }
      </DataView>
    </Dialog>
  );
}
