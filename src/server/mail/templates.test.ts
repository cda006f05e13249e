import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../../domain/mail.ts';
import { mailContent, renderMail, type MailData } from './templates.ts';

const SITE = 'https://voltfield.example';
const footer = { siteUrl: SITE, reason: 'You get this email because these notifications are on.', unsubscribeUrl: null };

const SAMPLES: MailData = {
  'lead-received': {
    leadId: 1,
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    organizationName: 'Whitfield Farms',
    projectType: 'epc-partnership',
    details: null,
  },
  'rfq-submitted': { rfqId: 4, projectName: null, buyerName: 'Bea', buyerEmail: 'bea@example.com', itemCount: 2 },
  'quote-sent': { rfqId: 4, projectName: 'Barn roof', total: '$12,345.00', validUntil: '2027-03-05', note: 'Freight included' },
  'quote-expiring': { rfqId: 4, projectName: 'Barn roof', total: '$12,345.00', validUntil: '2027-03-05' },
  'quote-answered': {
    rfqId: 4,
    projectName: 'Barn roof',
    buyerName: 'Bea',
    answer: 'declined',
    reason: 'Over budget',
    quote: { version: 2, total: '$12,345.00' },
  },
  'rfq-closed': { rfqId: 4, projectName: 'Barn roof', reason: null },
  'password-reset': { resetUrl: `${SITE}/reset-password?token=t`, expiresInMinutes: 60, providerHint: null },
  invitation: { inviteUrl: `${SITE}/invitation?token=t`, invitedBy: 'Ada Staff', roleLabel: 'Buyer', expiresInDays: 7 },
};

describe('mail templates', () => {
  it.each(MAIL_KINDS)('renders %s to text and HTML from the same blocks, with the product and a link back', (kind) => {
    const content = mailContent(kind, SAMPLES[kind] as never, SITE);
    const mail = renderMail(content, footer);
    expect(mail.subject).toBe(content.subject);
    expect(mail.text.startsWith(`${content.heading}\n\n`)).toBe(true);
    expect(mail.text).toContain(`Voltfield: ${SITE}`);
    expect(mail.html).toContain(`<a href="${SITE}" style="color:#047857;text-decoration:none;">Voltfield</a>`);
    const lines = content.blocks.flatMap((block) => {
      if (block.type === 'button') return [`${block.label}: ${block.url}`];
      if (block.type === 'list') return block.items.map((item) => `- ${item}`);
      if (block.type === 'facts') return block.rows.map(([label, value]) => `${label}: ${value}`);
      return [block.text];
    });
    for (const line of lines) expect(mail.text).toContain(line);
    const buttons = content.blocks.filter((block) => block.type === 'button');
    expect(buttons).toHaveLength(1);
    // An attribute spells & as &amp; (a staff link names the tab and the RFQ).
    expect(mail.html).toContain(`href="${buttons[0]!.url.replaceAll('&', '&amp;')}"`);
  });

  it('says what a quote costs and until when, in words a buyer reads', () => {
    const mail = renderMail(mailContent('quote-sent', SAMPLES['quote-sent'], SITE), footer);
    expect(mail.subject).toBe('Your quote is ready: Barn roof (RFQ #4)');
    expect(mail.text).toContain('Total: $12,345.00\nValid until: Mar 5, 2027');
    expect(mail.text).toContain('Freight included');
  });

  it("links staff to the RFQ a mail is about, not to the desk's list", () => {
    for (const kind of ['rfq-submitted', 'quote-answered'] as const) {
      const mail = renderMail(mailContent(kind, SAMPLES[kind], SITE), footer);
      expect(mail.text, kind).toContain(`${SITE}/admin?tab=rfqs&rfq=4`);
    }
  });

  it('tells an account without a password to use its provider instead of sending a reset link', () => {
    const mail = renderMail(mailContent('password-reset', { resetUrl: null, expiresInMinutes: 60, providerHint: 'Okta' }, SITE), footer);
    expect(mail.text).toContain('signs in through Okta, so it has no password here');
    expect(mail.text).not.toContain('reset-password');
  });

  it('escapes what people typed in the HTML, keeps it as typed in the text, and keeps the subject on one line', () => {
    const data = {
      ...SAMPLES['lead-received'],
      name: '<b>Eve</b>\r\nBcc: x@example.com',
      details: 'Tom & "Jerry" <script>alert(1)</script>',
    };
    const mail = renderMail(mailContent('lead-received', data, SITE), footer);
    expect(mail.subject).toBe('New lead: <b>Eve</b> Bcc: x@example.com, Whitfield Farms');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain('Tom & "Jerry" <script>alert(1)</script>');
  });

  it('removes the controls that reorder text from the subject, the text and the HTML, whatever value carries them', () => {
    const override = 'Eve \u202Egnp.exe';
    const content = mailContent(
      'quote-answered',
      { ...SAMPLES['quote-answered'], projectName: override, buyerName: `Bea\u2067 Isolated\u2069` },
      SITE,
    );
    const mail = renderMail(
      {
        ...content,
        blocks: [
          ...content.blocks,
          { type: 'list', items: ['\u202Aembedded\u202C'] },
          { type: 'facts', rows: [['\u202DLabel', 'v\u202B']] },
        ],
      },
      footer,
    );
    expect(mail.subject).toBe('Quote declined: Eve gnp.exe (RFQ #4)');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(mail.text).toContain('Bea Isolated declined the quote for Eve gnp.exe (RFQ #4).');
    expect(mail.text).toContain('- embedded');
    // The marks that place punctuation in right-to-left names stay.
    const rtl = renderMail(mailContent('lead-received', { ...SAMPLES['lead-received'], name: 'נועה\u200F!' }, SITE), footer);
    expect(rtl.subject).toContain('נועה\u200F!');
  });

  it('adds the unsubscribe link and the account page to a notification, and refuses a link that is not a web page', () => {
    const mail = renderMail(mailContent('rfq-closed', SAMPLES['rfq-closed'], SITE), {
      ...footer,
      unsubscribeUrl: `${SITE}/unsubscribe?token=a.b.c`,
    });
    expect(mail.text).toContain(`Unsubscribe: ${SITE}/unsubscribe?token=a.b.c\nChoose which emails you get: ${SITE}/account`);
    expect(mail.html).toContain(`<a href="${SITE}/unsubscribe?token=a.b.c" style="color:#475569;">Unsubscribe</a>`);
    const invitation = { ...SAMPLES.invitation, inviteUrl: 'javascript:alert(1)' };
    expect(() => renderMail(mailContent('invitation', invitation, SITE), footer)).toThrow(/absolute http\(s\) URL/);
  });
});
