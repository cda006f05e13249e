import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { $auth } from '~/stores/currentUser';
import { buyer } from '../fixtures/people';

/**
 * What the component tests (src/islands) do alike: start each test on a signed-in page, let a
 * request and the renders after it settle, press a button, type into a field, and answer as a
 * broken server does.
 */

/**
 * For a file of tests of a signed-in page: each test starts at `path`, signed in as the buyer, with
 * the mocked API client's calls reset, and ends unmounted and signed out.
 */
export function eachTestSignedInAt(path: string, client: Readonly<Record<string, Mock>>): void {
  beforeEach(() => {
    history.replaceState(null, '', path);
    $auth.set({ status: 'signed-in', user: buyer });
    for (const call of Object.values(client)) call.mockReset();
  });
  afterEach(() => {
    cleanup();
    $auth.set({ status: 'loading' });
  });
}

/** Lets a request, its answer and the renders after them settle: a few turns of the event loop, inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Presses the button named `name` (in `scope`: the whole screen unless given), then lets what it sends settle. */
export async function press(name: string, scope: Pick<typeof screen, 'getByRole'> = screen): Promise<void> {
  fireEvent.click(scope.getByRole('button', { name }));
  await settle();
}

/** Types `value` into the field labelled `label` (a change event, as a select or a number field gets). */
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The answer of a broken server: 500 with the API's body for it. */
export const serverError = () => Response.json({ error: 'Internal server error' }, { status: 500 });

/** A `fetch` that answers every request as a broken server does (serverError). */
export const brokenFetch = () => vi.fn(async (_url: string, _init?: RequestInit) => serverError());
