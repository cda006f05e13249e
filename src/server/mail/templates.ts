import { formatCalendarDate } from '../../domain/format.ts';
import { LEAD_PROJECT_TYPE_LABELS } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import { withoutBidiControls } from '../../domain/bidiControls.ts';
import type { MailKind } from '../../domain/mail.ts';

/**
 * The product's email: one template per kind, each describing its message as a few structured
 * blocks (paragraphs, facts, a list, one button), and one small renderer that turns those blocks
 * into the plain-text part and the HTML part alike, with the product's name, a link back to the site
 * and the footer. Two parts from one description cannot drift apart (decision 042).
 */

/** What each template needs: written by the event's code, rendered when the message is enqueued. */
export interface MailData {
  'lead-received': {
    leadId: number;
    name: string;
    email: string;
    organizationName: string | null;
    projectType: string | null;
    details: string | null;
  };
  'rfq-submitted': { rfqId: number; projectName: string | null; buyerName: string; buyerEmail: string; itemCount: number };
  'quote-sent': { rfqId: number; projectName: string | null; total: string; validUntil: string; note: string | null };
  'quote-expiring': { rfqId: number; projectName: string | null; total: string; validUntil: string };
  'quote-answered': {
    rfqId: number;
    projectName: string | null;
    buyerName: string;
    answer: 'accepted' | 'declined' | 'withdrawn';
    reason: string | null;
    /** The quote answered (its version and total); null for a withdrawal, which answers none. */
    quote: { version: number; total: string } | null;
  };
  'rfq-closed': { rfqId: number; projectName: string | null; reason: string | null };
  /** `resetUrl` null: the account has no password (it signs in through its provider, `providerHint`). */
  'password-reset': { resetUrl: string | null; expiresInMinutes: number; providerHint: string | null };
  invitation: { inviteUrl: string; invitedBy: string; roleLabel: string; expiresInDays: number };
}

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** Label–value lines, e.g. "Email: dana@example.com". */
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'list'; items: string[] }
  /** The message's one call to action: an absolute http(s) link. */
  | { type: 'button'; label: string; url: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

export const PRODUCT_NAME = 'Voltfield';

const quoteLabel = (rfqId: number, projectName: string | null) => (projectName ? `${projectName} (RFQ #${rfqId})` : `RFQ #${rfqId}`);
/** The buyer's page of one RFQ, where its quote is read and answered. */
const rfqPageUrl = (siteUrl: string, rfqId: number) => `${siteUrl}/rfq?id=${rfqId}`;
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

type Templates = { [K in MailKind]: (data: MailData[K], siteUrl: string) => MailContent };

const TEMPLATES: Templates = {
  'lead-received': (data, siteUrl) => ({
    subject: `New lead: ${data.name}${data.organizationName ? `, ${data.organizationName}` : ''}`,
    heading: 'A new lead arrived',
    blocks: [
      { type: 'paragraph', text: `${data.name} sent the contact form. The form promises an answer within 24 hours.` },
      {
        type: 'facts',
        rows: [
          ['Email', data.email],
          ...(data.organizationName ? [['Organization', data.organizationName] as [string, string]] : []),
          ...(data.projectType ? [['Project type', labelOf(LEAD_PROJECT_TYPE_LABELS, data.projectType)] as [string, string]] : []),
        ],
      },
      ...(data.details ? [{ type: 'paragraph' as const, text: data.details }] : []),
      { type: 'button', label: 'Open the lead', url: `${siteUrl}/admin?q=${encodeURIComponent(data.email)}` },
    ],
  }),
  'rfq-submitted': (data, siteUrl) => ({
    subject: `RFQ submitted: ${quoteLabel(data.rfqId, data.projectName)}`,
    heading: 'A request for quote was submitted',
    blocks: [
      {
        type: 'paragraph',
        text: `${data.buyerName} (${data.buyerEmail}) submitted ${quoteLabel(data.rfqId, data.projectName)} with ${plural(data.itemCount, 'item', 'items')}.`,
      },
      { type: 'button', label: 'Open the RFQ', url: `${siteUrl}/admin?tab=rfqs&rfq=${data.rfqId}` },
    ],
  }),
  'quote-sent': (data, siteUrl) => ({
    subject: `Your quote is ready: ${quoteLabel(data.rfqId, data.projectName)}`,
    heading: 'Your quote is ready',
    blocks: [
      { type: 'paragraph', text: `We quoted ${quoteLabel(data.rfqId, data.projectName)}.` },
      {
        type: 'facts',
        rows: [
          ['Total', data.total],
          ['Valid until', formatCalendarDate(data.validUntil)],
        ],
      },
      ...(data.note ? [{ type: 'paragraph' as const, text: data.note }] : []),
      { type: 'paragraph', text: 'Accept or decline it on your RFQs page before it expires.' },
      { type: 'button', label: 'Review the quote', url: rfqPageUrl(siteUrl, data.rfqId) },
    ],
  }),
  'quote-expiring': (data, siteUrl) => ({
    subject: `Your quote expires on ${formatCalendarDate(data.validUntil)}: ${quoteLabel(data.rfqId, data.projectName)}`,
    heading: 'Your quote expires soon',
    blocks: [
      {
        type: 'paragraph',
        text: `The quote for ${quoteLabel(data.rfqId, data.projectName)} (${data.total}) is valid until ${formatCalendarDate(data.validUntil)}. Accept or decline it before then.`,
      },
      { type: 'button', label: 'Review the quote', url: rfqPageUrl(siteUrl, data.rfqId) },
    ],
  }),
  'quote-answered': (data, siteUrl) => {
    const what = quoteLabel(data.rfqId, data.projectName);
    const sentence = {
      accepted: `${data.buyerName} accepted the quote for ${what}.`,
      declined: `${data.buyerName} declined the quote for ${what}.`,
      withdrawn: `${data.buyerName} withdrew ${what}.`,
    }[data.answer];
    return {
      subject: { accepted: 'Quote accepted', declined: 'Quote declined', withdrawn: 'RFQ withdrawn' }[data.answer] + `: ${what}`,
      heading: sentence,
      blocks: [
        ...(data.quote || data.reason
          ? [
              {
                type: 'facts' as const,
                rows: [
                  ...(data.quote ? [['Quote', `version ${data.quote.version}, ${data.quote.total}`] as [string, string]] : []),
                  ...(data.reason ? [['Reason', data.reason] as [string, string]] : []),
                ],
              },
            ]
          : []),
        { type: 'button', label: 'Open the RFQ', url: `${siteUrl}/admin?tab=rfqs&rfq=${data.rfqId}` },
      ],
    };
  },
  'rfq-closed': (data, siteUrl) => ({
    subject: `Your request for quote was closed: ${quoteLabel(data.rfqId, data.projectName)}`,
    heading: 'Your request for quote was closed',
    blocks: [
      { type: 'paragraph', text: `We closed ${quoteLabel(data.rfqId, data.projectName)}.` },
      ...(data.reason ? [{ type: 'facts' as const, rows: [['Reason', data.reason] as [string, string]] }] : []),
      { type: 'paragraph', text: 'You can duplicate it into a new draft at any time.' },
      { type: 'button', label: 'See your RFQs', url: `${siteUrl}/rfq` },
    ],
  }),
  'password-reset': (data, siteUrl) =>
    data.resetUrl
      ? {
          subject: `Reset your ${PRODUCT_NAME} password`,
          heading: 'Reset your password',
          blocks: [
            { type: 'paragraph', text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.` },
            { type: 'button', label: 'Choose a new password', url: data.resetUrl },
            {
              type: 'list',
              items: [
                `The link works once, for ${plural(data.expiresInMinutes, 'minute', 'minutes')}.`,
                'Setting a new password signs you out everywhere else.',
                'If you did not ask, ignore this email: your password stays as it is.',
              ],
            },
          ],
        }
      : {
          subject: `Signing in to ${PRODUCT_NAME}`,
          heading: 'Your account has no password to reset',
          blocks: [
            {
              type: 'paragraph',
              text: `Your ${PRODUCT_NAME} account signs in through ${data.providerHint ?? "your organization's sign-in provider"}, so it has no password here. Reset your password there, then sign in again.`,
            },
            { type: 'button', label: `Sign in to ${PRODUCT_NAME}`, url: `${siteUrl}/api/login` },
            { type: 'paragraph', text: 'If you did not ask, ignore this email.' },
          ],
        },
  invitation: (data) => ({
    subject: `${data.invitedBy} invited you to ${PRODUCT_NAME}`,
    heading: `Join ${PRODUCT_NAME}`,
    blocks: [
      { type: 'paragraph', text: `${data.invitedBy} invited you to ${PRODUCT_NAME} as ${data.roleLabel}.` },
      { type: 'button', label: 'Accept the invitation', url: data.inviteUrl },
      {
        type: 'paragraph',
        text: `The invitation expires in ${plural(data.expiresInDays, 'day', 'days')}. If you did not expect it, ignore this email.`,
      },
    ],
  }),
};

/** A kind's message for its data. */
export function mailContent<K extends MailKind>(kind: K, data: MailData[K], siteUrl: string): MailContent {
  return (TEMPLATES[kind] as (data: MailData[K], siteUrl: string) => MailContent)(data, siteUrl.replace(/\/+$/, ''));
}

export interface MailFooter {
  siteUrl: string;
  /** Why this person gets this message, one sentence. */
  reason: string;
  /** The unsubscribe page's link, for the kinds a person may turn off. */
  unsubscribeUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Only links to web pages: a template's data is written by the server, but a slip must not become a `javascript:` link. */
function checkedUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`A mail link must be an absolute http(s) URL, not ${JSON.stringify(url.slice(0, 40))}`);
  return url;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
/** Text keeps its line breaks in HTML too (a lead's details, a note). */
const htmlText = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const BRAND = '#047857';

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'button':
      return `${block.label}: ${checkedUrl(block.url)}`;
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${htmlText(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#475569;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:2px 0;vertical-align:top;">${htmlText(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;">${block.items.map((item) => `<li style="margin:0 0 4px;">${htmlText(item)}</li>`).join('')}</ul>`;
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${BRAND};"><a href="${escapeHtml(checkedUrl(block.url))}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(block.label)}</a></td></tr></table>`;
  }
}

/** The content with every string of it cleared of the controls that reorder text (src/domain/bidiControls.ts), whoever wrote the value and whenever. */
function neutralised(content: MailContent): MailContent {
  const clean = withoutBidiControls;
  return {
    subject: clean(content.subject),
    heading: clean(content.heading),
    blocks: content.blocks.map((block): MailBlock => {
      switch (block.type) {
        case 'paragraph':
          return { type: 'paragraph', text: clean(block.text) };
        case 'facts':
          return { type: 'facts', rows: block.rows.map(([label, value]) => [clean(label), clean(value)]) };
        case 'list':
          return { type: 'list', items: block.items.map(clean) };
        case 'button':
          return { type: 'button', label: clean(block.label), url: block.url };
      }
    }),
  };
}

/**
 * The message's subject, plain text and HTML, from its content and footer: every template's
 * message goes through here, so what no message may carry (line breaks in a subject, markup,
 * reordering controls, links that are not web pages) is kept out here.
 */
export function renderMail(raw: MailContent, footer: MailFooter): RenderedMail {
  const content = neutralised(raw);
  const siteUrl = checkedUrl(footer.siteUrl.replace(/\/+$/, ''));
  const unsubscribeUrl = footer.unsubscribeUrl === null ? null : checkedUrl(footer.unsubscribeUrl);
  // One line however a name was typed: a header cannot hold a line break.
  const subject = content.subject.replace(/\s+/g, ' ').trim().slice(0, 200);

  const text = [
    content.heading,
    ...content.blocks.map(blockText),
    [
      '--',
      `${PRODUCT_NAME}: ${siteUrl}`,
      footer.reason,
      ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`, `Choose which emails you get: ${siteUrl}/account`] : []),
    ].join('\n'),
  ].join('\n\n');

  const footerHtml = [
    `<a href="${escapeHtml(siteUrl)}" style="color:${BRAND};">${PRODUCT_NAME}</a>`,
    escapeHtml(footer.reason),
    ...(unsubscribeUrl
      ? [
          `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569;">Unsubscribe</a> · <a href="${escapeHtml(`${siteUrl}/account`)}" style="color:#475569;">Choose which emails you get</a>`,
        ]
      : []),
  ]
    .map((line) => `<p style="margin:0 0 6px;">${line}</p>`)
    .join('');

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;">
<tr><td style="padding:24px 28px 0;${FONT}font-size:18px;font-weight:700;"><a href="${escapeHtml(siteUrl)}" style="color:${BRAND};text-decoration:none;">${PRODUCT_NAME}</a></td></tr>
<tr><td style="padding:16px 28px 8px;${FONT}font-size:16px;line-height:1.5;color:#0f172a;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${htmlText(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 20px;border-top:1px solid #e2e8f0;${FONT}font-size:13px;line-height:1.5;color:#475569;">${footerHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text: `${text}\n`, html };
}
