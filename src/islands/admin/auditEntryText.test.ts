import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject } from './auditEntryText';

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
      { field: 'Amount', before: '—', after: '125000.00' },
      { field: 'Valid Until', before: '—', after: '2027-01-31' },
    ]);
    expect(auditChanges({ before: null, after: { revoked: 2 } })).toEqual([{ field: 'Revoked', before: '—', after: '2' }]);
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });

  it('names what changed', () => {
    expect(auditSubject({ entityType: 'lead', entityId: '12' })).toBe('Lead #12');
    expect(auditSubject({ entityType: 'user', entityId: 'ada@x.test' })).toBe('User ada@x.test');
    expect(auditSubject({ entityType: 'settings', entityId: 'quote' })).toBe('Quote settings');
  });
});
