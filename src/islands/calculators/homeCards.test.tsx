// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '~/client/http';
import { $toasts } from '~/stores/toasts';
import { brokenFetch, press } from '../../../tests/setup/components';
import LandLeaseMini from './LandLeaseMini';
import PpaCard from './PpaCard';

/* The home page's calculator cards through the real API client, `fetch` answering as a broken server does. */

beforeEach(() => {
  vi.stubGlobal('fetch', brokenFetch());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface HomeCard {
  name: string;
  Card: ComponentType;
  /** The card's form, by its accessible name, and its button. */
  form: string;
  button: string;
  url: string;
  /** What the card logs, and what it says in place of a result. */
  log: string;
  alert: string;
}

const cards: HomeCard[] = [
  {
    name: 'land lease check',
    Card: LandLeaseMini,
    form: 'Land lease check',
    button: 'Check Lease Value',
    url: '/api/calculators/land-lease',
    log: 'Land lease calculation error',
    alert: 'The lease value could not be checked just now. Please try again, or open the full estimator.',
  },
  {
    name: 'PPA card',
    Card: PpaCard,
    form: 'PPA estimate',
    button: 'Calculate',
    url: '/api/calculators/ppa',
    log: 'PPA calculation error',
    alert: 'The estimate could not be calculated just now. Please try again, or open the full calculator.',
  },
];

describe("the home page's calculator cards", () => {
  it.each(cards)(
    "the $name logs '$log' and says so in the card, without a toast, its button free again",
    async ({ Card, form, button, url, log, alert }) => {
      render(<Card />);
      const card = within(screen.getByRole('form', { name: form }));
      await press(button, card);
      expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'POST' }));
      expect(console.error).toHaveBeenCalledWith(log, expect.any(ApiRequestError));
      expect(card.getByRole('alert').textContent).toBe(alert);
      expect($toasts.get()).toEqual([]);
      expect(card.getByRole('button', { name: button })).toHaveProperty('disabled', false);
    },
  );
});
