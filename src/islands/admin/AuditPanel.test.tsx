// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '~/domain/audit';
import { listAuditEntries } from '~/client/admin';
import { $auth } from '~/stores/currentUser';
import { admin } from '../../../tests/fixtures/people';
import { settle } from '../../../tests/setup/components';
import { AuditPanel } from './AuditPanel';

vi.mock('~/client/admin', () => ({ listAuditEntries: vi.fn() }));

const SAM_ID = '5b0f2f0e-3c1a-4a53-9d0e-1f6c3a2b9e71';
const actor = { id: 'admin-1', email: 'admin@voltfield.dev', name: 'Avery Admin' };
const entries: AuditEntry[] = [
  {
    id: 3,
    at: '2026-03-04T15:30:00.000Z',
    actor,
    action: 'user.role',
    entityType: 'user',
    entityId: SAM_ID,
    before: { role: 'buyer', email: 'sam@example.com' },
    after: { role: 'admin', email: 'sam@example.com' },
    subject: { name: 'Sam Reyes', email: 'sam@example.com' },
  },
  {
    id: 2,
    at: '2026-03-04T15:00:00.000Z',
    actor,
    action: 'user.invited',
    entityType: 'user',
    entityId: 'ines@example.com',
    before: null,
    after: { email: 'ines@example.com', role: 'developer', expiresAt: '2026-03-11T15:00:00.000Z', replacedInvitations: 1 },
    subject: { name: null, email: 'ines@example.com' },
  },
  {
    id: 1,
    at: '2026-03-04T14:00:00.000Z',
    actor,
    action: 'rfq.status',
    entityType: 'rfq',
    entityId: '4',
    before: { status: 'under_review' },
    after: { status: 'quoted', amount: '48250.50', validUntil: '2099-03-31', charges: [{ label: 'Freight', amount: '1200.00' }] },
    subject: { name: 'Barn roof', email: null },
  },
];

beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
  vi.mocked(listAuditEntries).mockResolvedValue({ items: entries, total: entries.length });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('AuditPanel', () => {
  it('says who did what to whom by name, each change in words, at a local time: no ids, JSON or ISO timestamps', async () => {
    render(<AuditPanel params={new URLSearchParams('tab=audit')} />);
    await settle();
    const [role, invited, quoted] = screen.getByRole('list', { name: 'Audit entries' }).querySelectorAll(':scope > li');

    expect(role!.textContent).toContain('By Avery Admin');
    expect(role!.textContent).toContain('admin@voltfield.dev');
    expect(role!.textContent).toContain('Sam Reyes · sam@example.com');
    expect(role!.textContent).toMatch(/Role: Buyer →\s+to Admin/);
    expect(role!.textContent).not.toContain('Email:');
    expect(role!.querySelector('time')!.textContent).toMatch(/^Mar [45], 2026, \d{1,2}:\d{2}\s[AP]M$/);

    expect(invited!.textContent).toContain('User invited');
    expect(invited!.textContent).toContain('Role: Developer');
    expect(invited!.textContent).toMatch(/Expires: Mar 1[12], 2026, \d{1,2}:\d{2}\s[AP]M/);
    expect(invited!.textContent).toContain('Earlier invitations replaced: 1');

    expect(quoted!.textContent).toContain('RFQ #4 · Barn roof');
    expect(quoted!.textContent).toMatch(/Status: Under review →\s+to Quoted/);
    expect(quoted!.textContent).toContain('Amount: $48,250.50');
    expect(quoted!.textContent).toContain('Valid until: Mar 31, 2099');
    expect(quoted!.textContent).toContain('Charges: Freight $1,200.00');

    const everything = screen.getByRole('list', { name: 'Audit entries' }).textContent!;
    expect(everything).not.toContain(SAM_ID);
    expect(everything).not.toMatch(/[{}"]|\d{4}-\d{2}-\d{2}/);
  });
});
