import { describe, expect, it } from 'vitest';
import { emailPreferencesOf, NOTIFICATION_KINDS, NOTIFICATION_LABELS, notificationKindsFor } from './notifications.ts';

describe('email preferences', () => {
  it('counts a kind as on unless it is stored as false', () => {
    expect(emailPreferencesOf({ 'quote-sent': false, 'rfq-closed': true, 'lead-received': 'no', unknown: false })).toEqual({
      'lead-received': true,
      'rfq-submitted': true,
      'quote-sent': false,
      'quote-expiring': true,
      'quote-answered': true,
      'rfq-closed': true,
    });
    expect(Object.values(emailPreferencesOf(null)).every(Boolean)).toBe(true);
  });

  it("offers buyers their own emails and admins staff's as well, each with a label", () => {
    expect(notificationKindsFor('buyer')).toEqual(['quote-sent', 'quote-expiring', 'rfq-closed']);
    expect(notificationKindsFor('admin')).toEqual([...NOTIFICATION_KINDS]);
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_LABELS[kind]).toMatch(/^[A-Z].+[^.]$/);
  });
});
