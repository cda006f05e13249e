// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import { ApiRequestError } from '~/client/http';
import { eachTestSignedInAt } from '../../../tests/setup/components';
import SavedRuns from './SavedRuns';

const client = vi.hoisted(() => ({
  listRuns: vi.fn(),
  renameRun: vi.fn(),
  deleteRun: vi.fn(),
}));
vi.mock('~/client/calculators', () => client);
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: () => false }));

function lease(id: number, acres: number, name: string | null = null): CalculatorRun {
  return {
    id,
    type: 'land_lease',
    name,
    createdAt: `2026-11-2${id % 10}T15:0${id % 10}:00.000Z`,
    inputs: { acres, distanceToSubstation: 1.5, state: 'NC' },
    outputs: { likely: { perAcre: 850, total: 85_000 } },
  };
}

eachTestSignedInAt('/dashboard/calculations', client);

describe('the saved-runs list', () => {
  it('lists a page of runs told apart by size and place, says how many of the 500 are saved, and pages on', async () => {
    client.listRuns.mockImplementation(async ({ page = 1 }: { page?: number }) => ({
      items: page === 1 ? [lease(2, 320, 'North parcel'), lease(1, 80)] : [lease(3, 40)],
      total: 21,
    }));
    render(<SavedRuns />);
    const list = await screen.findByRole('region', { name: 'Saved calculations' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('North parcel');
    expect(rows[0]!.textContent).toContain('320 acres · NC · 1.5 mi to substation');
    expect(rows[1]!.textContent).toContain('Land lease');
    expect(rows[1]!.textContent).toContain('80 acres');
    expect(screen.getByText(/an account keeps/).textContent).toBe('21 calculations saved of the 500 an account keeps.');
    expect(client.listRuns).toHaveBeenLastCalledWith({ type: undefined, page: 1, pageSize: 20 });

    fireEvent.click(within(list).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.listRuns).toHaveBeenLastCalledWith({ type: undefined, page: 2, pageSize: 20 }));
    expect(location.search).toBe('?page=2');
  });

  it('filters by calculator, kept in the address, and still counts every run against the limit', async () => {
    client.listRuns.mockImplementation(async ({ type, pageSize }: { type?: string; pageSize: number }) =>
      pageSize === 1 ? { items: [lease(1, 80)], total: 500 } : { items: type ? [] : [lease(1, 80)], total: type ? 0 : 500 },
    );
    render(<SavedRuns />);
    await screen.findAllByRole('listitem');
    fireEvent.change(screen.getByLabelText('Calculator'), { target: { value: 'bess_value' } });
    expect(await screen.findByText('No saved BESS value calculations')).toBeTruthy();
    expect(location.search).toBe('?type=bess_value');
    expect(client.listRuns).toHaveBeenCalledWith({ type: 'bess_value', page: 1, pageSize: 20 });
    await waitFor(() =>
      expect(screen.getByText(/an account keeps/).textContent).toBe(
        '500 calculations saved of the 500 an account keeps: delete some to save more.',
      ),
    );
  });

  it("names a run, showing the API's message under the field when the name is refused", async () => {
    client.listRuns.mockResolvedValue({ items: [lease(1, 80)], total: 1 });
    client.renameRun
      .mockRejectedValueOnce(
        new ApiRequestError(400, JSON.stringify({ error: 'Invalid', issues: [{ path: 'name', message: 'Name must be one line' }] })),
      )
      .mockImplementation(async (id: number, name: string | null) => ({ ...lease(id, 80), name }));
    render(<SavedRuns />);
    fireEvent.click(await screen.findByRole('button', { name: /^Name Land lease/ }));
    const dialog = screen.getByRole('dialog', { name: 'Name this calculation' });
    // The form loads when asked for.
    const field = await within(dialog).findByLabelText('Name');
    fireEvent.change(field, { target: { value: 'x'.repeat(81) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Name must be at most 80 characters')).toBeTruthy();
    expect(client.renameRun).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'South field' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Name must be one line')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(client.renameRun).toHaveBeenLastCalledWith(1, 'South field'));
    const row = await screen.findByRole('listitem');
    await waitFor(() => expect(row.textContent).toContain('South field'));
  });

  it('deletes a run only once confirmed, then reads the list again', async () => {
    client.listRuns.mockResolvedValueOnce({ items: [lease(1, 80, 'West lot'), lease(2, 320)], total: 2 }).mockResolvedValue({
      items: [lease(2, 320)],
      total: 1,
    });
    client.deleteRun.mockResolvedValue(undefined);
    render(<SavedRuns />);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete West lot/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this calculation?' });
    expect(dialog.textContent).toContain('80 acres');
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.deleteRun).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /^Delete West lot/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this calculation?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.deleteRun).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
