// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $auth } from '~/stores/currentUser';
import { buyer } from '../../../tests/fixtures/people';
import { useSignedInUser } from './useSignedInUser';

function Greeting() {
  const user = useSignedInUser();
  return <p title={user ? user.email : 'pending'}>{user ? `Hello, ${user.firstName}` : 'Loading'}</p>;
}

afterEach(() => {
  $auth.set({ status: 'loading' });
  document.body.innerHTML = '';
});

describe('useSignedInUser while an island hydrates', () => {
  it('hydrates with what the server rendered, even when the user is known first, then shows them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.append(container);
    // The page's guard learned who is signed in before this island's script ran.
    $auth.set({ status: 'signed-in', user: buyer });
    const mismatches: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Hello, Ada');
    expect(container.querySelector('p')!.title).toBe('ada@example.com');
  });
});
