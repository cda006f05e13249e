// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/client/http';
import { formValues, useApiForm } from './useApiForm';

vi.mock('~/browser/session', () => ({ reportFailure: vi.fn() }));

const schema = z.object({
  name: z.string().check(z.minLength(2, 'Name is required')),
  amount: z.number({ error: 'Amount is required' }).check(z.positive('Amount must be more than 0')),
});

/** A form that keeps its values in state and gives them to the hook. */
function Controlled({ send }: { send(data: unknown): Promise<unknown> }) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const values = { name, amount: amount.trim() ? Number(amount) : undefined };
  const { errors, submit, onInput } = useApiForm({ schema, send, failure: { inline: 'Failed' }, values });
  return (
    <form noValidate onSubmit={(event) => void submit(event, values)} onInput={onInput}>
      <input aria-label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <p data-testid="name-error">{errors.name ?? ''}</p>
      <input aria-label="Amount" name="amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <p data-testid="amount-error">{errors.amount ?? ''}</p>
      <button type="submit">Send</button>
    </form>
  );
}

/** A form without state: the hook reads its fields. */
function Uncontrolled() {
  const { errors, submit, onInput } = useApiForm({
    schema: z.object({ name: schema.shape.name }),
    send: async () => undefined,
    failure: { inline: 'Failed' },
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event, formValues(event.currentTarget))} onInput={onInput}>
      <input aria-label="Name" name="name" defaultValue="" />
      <p data-testid="name-error">{errors.name ?? ''}</p>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

/** Clicks, then lets the submission's promises settle. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useApiForm: a message clears as its field becomes valid', () => {
  it('in a form that keeps its values, the fixed field loses its message and the other keeps its own', async () => {
    render(<Controlled send={async () => undefined} />);
    await click('Send');
    expect(screen.getByTestId('name-error').textContent).toBe('Name is required');
    expect(screen.getByTestId('amount-error').textContent).toBe('Amount is required');
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '-3' } });
    // Still wrong, in another way: it says what is wrong now.
    expect(screen.getByTestId('amount-error').textContent).toBe('Amount must be more than 0');
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '12' } });
    expect(screen.getByTestId('amount-error').textContent).toBe('');
    expect(screen.getByTestId('name-error').textContent).toBe('Name is required');
  });

  it('in a form without state, the field read from the form', async () => {
    render(<Uncontrolled />);
    await click('Send');
    expect(screen.getByTestId('name-error').textContent).toBe('Name is required');
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'A' } });
    expect(screen.getByTestId('name-error').textContent).toBe('Name is required');
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.getByTestId('name-error').textContent).toBe('');
  });

  it("keeps a server's message until its own field changes", async () => {
    const send = () =>
      Promise.reject(new ApiRequestError(400, JSON.stringify({ error: 'Invalid', issues: [{ path: 'name', message: 'Name is taken' }] })));
    render(<Controlled send={send} />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '5' } });
    await click('Send');
    expect(screen.getByTestId('name-error').textContent).toBe('Name is taken');
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '6' } });
    expect(screen.getByTestId('name-error').textContent).toBe('Name is taken');
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada Lovelace' } });
    expect(screen.getByTestId('name-error').textContent).toBe('');
  });
});
