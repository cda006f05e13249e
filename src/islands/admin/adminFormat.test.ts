import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject, weekLabel, weeklySeries } from './adminFormat';

describe('weeklySeries', () => {
  it('spreads rows over every week and key, zeros where nothing happened', () => {
    const weeks = ['2026-03-02', '2026-03-09', '2026-03-16'];
    const rows = [
      { week: '2026-03-02', type: 'ppa_epc', count: 2 },
      { week: '2026-03-16', type: 'ppa_epc', count: 1 },
      { week: '2026-03-09', type: 'bess_value', count: 4 },
      { week: '2025-01-06', type: 'bess_value', count: 9 }, // outside the range
    ];
    expect(weeklySeries(weeks, rows, (row) => row.type, ['ppa_epc', 'land_lease', 'bess_value'])).toEqual([
      { key: 'ppa_epc', values: [2, 0, 1] },
      { key: 'land_lease', values: [0, 0, 0] },
      { key: 'bess_value', values: [0, 4, 0] },
    ]);
  });

  it("names weeks by their Monday, whatever the reader's time zone", () => {
    expect(weekLabel('2026-03-02')).toBe('Mar 2');
  });
});

describe('audit entries', () => {
  it('lists each changed field with its labels before and after', () => {
    expect(auditChanges({ before: { status: 'new' }, after: { status: 'contacted' } })).toEqual([
      { field: 'Status', before: 'New', after: 'Contacted' },
    ]);
    expect(auditChanges({ before: { role: 'epc_contractor' }, after: { role: 'admin' } })).toEqual([
      { field: 'Role', before: 'Epc Contractor', after: 'Admin' },
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
  });
});
