import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { US_MAP_VIEWBOX, usMapPoint } from '~/domain/usMapPoint';
import { $auth } from '~/stores/currentUser';
import { buyer } from '../fixtures/people';

/**
 * What the component tests (src/islands) do alike: start each test on a signed-in page, let a
 * request and the renders after it settle, press a button, type into a field, click the US map at
 * a point, and answer as a broken server does.
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

/**
 * Clicks the US map `map` where it draws a longitude and latitude, the map laid out (jsdom lays out
 * nothing) at `scale` times its drawing's size, `offset` px from the window's corner. Returns the
 * point in the drawing.
 */
export function clickUsMap(
  map: SVGSVGElement,
  longitude: number,
  latitude: number,
  { offset, scale }: { offset: number; scale: number },
): { x: number; y: number } {
  const width = US_MAP_VIEWBOX.width * scale;
  const height = US_MAP_VIEWBOX.height * scale;
  map.getBoundingClientRect = () =>
    ({
      left: offset,
      top: offset,
      width,
      height,
      right: offset + width,
      bottom: offset + height,
      x: offset,
      y: offset,
      toJSON: () => ({}),
    }) as DOMRect;
  const point = usMapPoint(longitude, latitude)!;
  fireEvent.click(map, { clientX: offset + point.x * scale, clientY: offset + point.y * scale });
  return point;
}
