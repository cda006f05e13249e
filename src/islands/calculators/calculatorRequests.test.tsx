// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { prescreenInterconnection } from '~/domain/interconnection/prescreen';
import { interconnectionRequestSchema } from '~/domain/schemas/calculators/interconnection';
import { OUTSIDE_COVERED_AREA_MESSAGE } from '~/domain/solar/site';
import { ApiRequestError } from '~/client/http';
import { $toasts, dismissToast } from '~/stores/toasts';
import { solarResultOf } from '../../../tests/fixtures/solar';
import { press, serverError, settle, type } from '../../../tests/setup/components';
import BessCalculator from './BessCalculator';
import InterconnectionPrescreen from './InterconnectionPrescreen';
import LandLeaseEstimator from './LandLeaseEstimator';
import PpaCalculator from './PpaCalculator';
import SolarProductionCalculator from './SolarProductionCalculator';

/*
 * What the calculator pages make of the server's answers, through the real API client, session
 * helpers, current-user store and toasts: only `fetch` is stubbed, answering as the server would
 * (or as a broken one does). The button while a calculation is pending, a failure's toast and log,
 * a 400's issue under its field, and the sign-in a visitor's download asks for.
 */

/** The server, for one test: given each request the page sends. */
let server: (request: { method: string; url: string; body: unknown }) => Response | Promise<Response>;
let consoleError: MockInstance<typeof console.error>;

/** The files a page hands the browser to save, by name; nothing is written in jsdom. */
const downloads = vi.hoisted(() => new Map<string, unknown>());
vi.mock('~/browser/download', () => ({
  downloadJson: (name: string, data: unknown) => downloads.set(name, data),
  downloadCsv: (name: string, rows: unknown) => downloads.set(name, rows),
}));

beforeAll(async () => {
  // A page's result component loads with its first result (an on-demand chunk): have it ready.
  await import('./PrescreenResult');
  await import('./SolarResult');
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) =>
      server({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined }),
    ),
  );
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  downloads.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const toast of $toasts.get()) dismissToast(toast.id);
});

const results = () => screen.getByRole('region', { name: 'Results' });

const solarPage = () => (
  <SolarProductionCalculator>
    <svg />
  </SolarProductionCalculator>
);

describe('a calculator page while the server calculates', () => {
  it('reads "Calculating..." and is disabled while pending; a failure shows the error toast and logs it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    server = async ({ method, url }) => {
      sent.push(`${method} ${url}`);
      await held;
      return serverError();
    };
    render(<PpaCalculator />);
    await press('Calculate');
    expect(sent).toEqual(['POST /api/calculators/ppa']);
    const pending = screen.getByRole('button', { name: 'Calculating...' });
    expect(pending).toHaveProperty('disabled', true);

    release();
    await settle();
    expect($toasts.get()).toMatchObject([
      { title: 'Calculation Error', description: 'Failed to calculate PPA. Please check your inputs.', variant: 'destructive' },
    ]);
    expect(consoleError).toHaveBeenCalledWith('ppa_epc calculation failed', expect.any(ApiRequestError));
    expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', false);
    expect(within(results()).queryByText('Estimated PPA Price')).toBeNull();
  });
});

describe('a calculator page whose server fails', () => {
  const pages: [string, () => ReactElement, string, string, string][] = [
    [
      'the land lease estimator',
      () => <LandLeaseEstimator />,
      '/api/calculators/land-lease',
      'Failed to calculate lease estimate. Please check your inputs.',
      'land_lease',
    ],
    [
      'the BESS calculator',
      () => <BessCalculator />,
      '/api/calculators/bess',
      'Failed to calculate BESS value. Please check your inputs.',
      'bess_value',
    ],
    [
      'the solar production calculator',
      solarPage,
      '/api/calculators/solar',
      'Failed to calculate solar production. Please check your inputs.',
      'solar',
    ],
    [
      'the interconnection prescreen',
      () => <InterconnectionPrescreen />,
      '/api/calculators/interconnection',
      'Failed to run the interconnection prescreen. Please check your inputs.',
      'interconnection',
    ],
  ];

  it.each(pages)('%s says so in an error toast', async (_name, page, path, description, type) => {
    const sent: string[] = [];
    server = ({ url }) => {
      sent.push(url);
      return serverError();
    };
    render(page());
    await press('Calculate');
    expect(sent).toEqual([path]);
    expect($toasts.get()).toMatchObject([{ title: 'Calculation Error', description, variant: 'destructive' }]);
    expect(consoleError).toHaveBeenCalledWith(`${type} calculation failed`, expect.any(ApiRequestError));
  });
});

describe('the solar production calculator', () => {
  it("shows the server's refusal of a site outside the covered states under its latitude (the page ships no shapes)", async () => {
    // Central Mexico: within the bounds, outside the 50 states, DC and PR. The body is the API's
    // (tests/api/solar.test.ts: 'covers the 50 states, DC and Puerto Rico by the map's shapes').
    server = ({ body }) => {
      expect(body).toMatchObject({ latitude: 20, longitude: -100 });
      return Response.json(
        {
          error: `Invalid request: latitude: ${OUTSIDE_COVERED_AREA_MESSAGE}`,
          issues: [{ path: 'latitude', message: OUTSIDE_COVERED_AREA_MESSAGE }],
        },
        { status: 400 },
      );
    };
    render(solarPage());
    type('Latitude (°N)', '20');
    type('Longitude (°E, west negative)', '-100');
    await press('Calculate');
    expect(screen.getByText('Outside the covered area: the model covers the 50 states, DC and Puerto Rico')).toBeTruthy();
    expect(screen.getByLabelText('Latitude (°N)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Latitude (°N)'));
    expect($toasts.get()).toEqual([]);
    expect(within(results()).queryByRole('heading')).toBeNull();
  });
});

describe("the solar production calculator's trackers", () => {
  it('asks for the rotation limit only of single-axis trackers (45° as PVWatts), and sends it; asks no bifaciality', async () => {
    const bodies: unknown[] = [];
    server = ({ body }) => {
      bodies.push(body);
      return Response.json(solarResultOf());
    };
    render(solarPage());
    expect(screen.queryByLabelText('Rotation limit (±°)')).toBeNull();
    // No bifacial input: the model's gain disagreed with PVWatts v8's, and the API refuses the field.
    expect(screen.queryByLabelText(/bifacial/i)).toBeNull();
    type('Array', 'single-axis');
    expect(screen.getByLabelText('Rotation limit (±°)')).toHaveProperty('value', '45');
    type('Rotation limit (±°)', '60');
    await press('Calculate');
    expect(bodies).toEqual([expect.objectContaining({ tracking: 'single-axis', rotationLimitDeg: 60 })]);
  });
});

describe("the solar production calculator's report", () => {
  it('downloads for a visitor too, the 8,760 hours as CSV beside the JSON, with no sign-in asked', async () => {
    history.replaceState(null, '', '/tools/solar-production');
    const sent: string[] = [];
    server = ({ method, url }) => {
      sent.push(`${method} ${url}`);
      return Response.json(solarResultOf());
    };
    render(solarPage());
    type('Latitude (°N)', '33.45');
    type('Longitude (°E, west negative)', '-111.983');
    await press('Calculate');
    expect(within(results()).getByText('Specific yield')).toBeTruthy();
    await press('Download report (JSON + CSV)');

    // A visitor (no session cookie): nothing saved, no toast, both files.
    expect(sent).toEqual(['POST /api/calculators/solar']);
    expect($toasts.get()).toEqual([]);
    const names = [...downloads.keys()];
    expect(names).toEqual([expect.stringMatching(/^voltfield-solar-.*\.json$/), expect.stringMatching(/^voltfield-solar-.*\.csv$/)]);
    // Both capacity factors, each named by its basis.
    const report = downloads.get(names[0]!) as { outputs: Record<string, unknown> };
    expect(report.outputs).toMatchObject({
      capacityFactorDC: solarResultOf().capacityFactorDC,
      capacityFactorAC: solarResultOf().capacityFactorAC,
    });
    const rows = downloads.get(names[1]!) as Record<string, number>[];
    expect(rows).toHaveLength(8760);
    expect(rows[12]).toEqual({ Month: 1, Day: 1, 'Hour (local standard time)': 12, 'AC power (kW)': solarResultOf().hourlyKW[12] });
  });
});

describe('the interconnection prescreen', () => {
  const PAGE = '/tools/interconnection-prescreen';

  it('asks an anonymous visitor to sign in to download, and brings them back to the same result', async () => {
    history.replaceState(null, '', PAGE);
    const sent: string[] = [];
    server = ({ method, url, body }) => {
      sent.push(`${method} ${url}`);
      if (url !== '/api/calculators/interconnection') throw new Error(`Unexpected ${url}`);
      return Response.json(prescreenInterconnection(interconnectionRequestSchema.parse(body), new Date()));
    };
    render(<InterconnectionPrescreen />);
    await press('Calculate');
    expect(within(results()).getByRole('heading', { name: 'State distribution interconnection' })).toBeTruthy();
    await press('Download report (JSON + CSV)');

    // A visitor (no session cookie) is known without asking the server: nothing saved, nothing downloaded.
    expect(sent).toEqual(['POST /api/calculators/interconnection']);
    const address = `${PAGE}?state=PA&systemSizeMW=5&technology=solar&distanceToSubstationMiles=1`;
    expect(location.pathname + location.search).toBe(address);
    expect($toasts.get()).toMatchObject([
      {
        title: 'Sign In Required',
        variant: 'default',
        action: { label: 'Sign In', href: `/api/login?returnTo=${encodeURIComponent(address)}` },
      },
    ]);
  });
});
