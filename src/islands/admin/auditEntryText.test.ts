import { describe, expect, it } from 'vitest';
import { formatMomentTime } from '~/domain/format';
import { auditActionLabel, auditChanges, auditSubject } from './auditEntryText';

describe('audit entries', () => {
  it('lists each changed field with its labels before and after', () => {
    expect(auditChanges({ before: { status: 'new' }, after: { status: 'contacted' } })).toEqual([
      { field: 'Status', before: 'New', after: 'Contacted' },
    ]);
    expect(auditChanges({ before: { role: 'epc_contractor' }, after: { role: 'admin' } })).toEqual([
      { field: 'Role', before: 'EPC contractor', after: 'Admin' },
    ]);
    expect(
      auditChanges({ before: { status: 'under_review' }, after: { status: 'quoted', amount: '125000.00', validUntil: '2027-01-31' } }),
    ).toEqual([
      { field: 'Status', before: 'Under review', after: 'Quoted' },
      { field: 'Amount', before: null, after: '$125,000.00' },
      { field: 'Valid until', before: null, after: 'Jan 31, 2027' },
    ]);
    expect(auditChanges({ before: null, after: { revoked: 2 } })).toEqual([{ field: 'Revoked', before: null, after: '2' }]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });

  it('leaves out what did not change, and shows times in local words, charges and flags as words: never JSON or ISO', () => {
    const expiresAt = '2026-12-05T11:43:36.120Z';
    const changes = auditChanges({
      before: { role: 'buyer', email: 'sam@example.com', activeSessions: 3, active: true },
      after: {
        role: 'admin',
        email: 'sam@example.com',
        activeSessions: 0,
        active: false,
        expiresAt,
        charges: [
          { label: 'Freight', amount: '1200.00' },
          { label: 'Crane', amount: '300.5' },
        ],
      },
    });
    expect(changes).toEqual([
      { field: 'Role', before: 'Buyer', after: 'Admin' },
      { field: 'Active sessions', before: '3', after: '0' },
      { field: 'Active', before: 'Yes', after: 'No' },
      { field: 'Expires', before: null, after: formatMomentTime(expiresAt) },
      { field: 'Charges', before: null, after: 'Freight $1,200.00; Crane $300.50' },
    ]);
    expect(formatMomentTime(expiresAt)).toMatch(/^Dec [456], 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(changes.flatMap((change) => [change.before, change.after]).join(' ')).not.toMatch(/[{}[\]"]|T\d{2}:\d{2}/);
  });

  it('names what changed by name, not by id', () => {
    const none = { before: null, after: null };
    expect(auditSubject({ ...none, entityType: 'lead', entityId: '12', subject: { name: 'Quinn Harper', email: 'q@x.test' } })).toBe(
      'Lead #12 · Quinn Harper',
    );
    expect(auditSubject({ ...none, entityType: 'rfq', entityId: '4', subject: { name: null, email: null } })).toBe('RFQ #4');
    expect(auditSubject({ ...none, entityType: 'settings', entityId: 'quote', subject: null })).toBe('Quote settings');
    const id = '5b0f2f0e-3c1a-4a53-9d0e-1f6c3a2b9e71';
    expect(auditSubject({ ...none, entityType: 'user', entityId: id, subject: { name: 'Sam Reyes', email: 'sam@x.test' } })).toBe(
      'Sam Reyes · sam@x.test',
    );
    expect(auditSubject({ ...none, entityType: 'user', entityId: 'ada@x.test', subject: { name: null, email: 'ada@x.test' } })).toBe(
      'ada@x.test',
    );
    // An account deleted since: the email the entry kept.
    expect(auditSubject({ before: { email: 'gone@x.test' }, after: null, entityType: 'user', entityId: id, subject: null })).toBe(
      'gone@x.test',
    );
  });

  it('labels each action', () => {
    expect(auditActionLabel({ action: 'user.invited' })).toBe('User invited');
    expect(auditActionLabel({ action: 'user.invitation_revoked' })).toBe('Invitation revoked');
  });
});
