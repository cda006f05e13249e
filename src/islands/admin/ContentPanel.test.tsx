// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentReviewArticle } from '~/domain/articles';
import { listContent } from '~/client/admin';
import { $auth } from '~/stores/currentUser';
import { admin } from '../../../tests/fixtures/people';
import { ContentPanel } from './ContentPanel';

vi.mock('~/client/admin', () => ({ listContent: vi.fn() }));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: vi.fn(() => false) }));

const published: ContentReviewArticle = {
  slug: 'what-is-a-ppa',
  title: 'What is a PPA?',
  category: 'ppa-fundamentals',
  status: 'published',
  publishedAt: '2025-01-28T00:00:00.000Z',
  createdAt: '2025-01-22T00:00:00.000Z',
  readingMinutes: 7,
  url: '/blog/what-is-a-ppa',
  problems: [],
};
const draft: ContentReviewArticle = {
  ...published,
  slug: 'bess-capacity-value-and-revenue-stacking',
  title: 'Capacity value and revenue stacking for battery storage',
  category: 'bess-economics',
  status: 'draft',
  publishedAt: '2026-11-12T00:00:00.000Z',
  createdAt: '2026-11-04T00:00:00.000Z',
  url: null,
  problems: ['No sources'],
};

beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
});
afterEach(cleanup);

async function show(articles: ContentReviewArticle[]) {
  vi.mocked(listContent).mockResolvedValue(articles);
  render(<ContentPanel />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const row = (title: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(title))!;

describe('ContentPanel', () => {
  it('counts in the singular when there is one', async () => {
    await show([published, draft, { ...published, slug: 'b', title: 'B' }]);
    expect(screen.getByText('3 articles · 1 draft · 1 to fix')).toBeTruthy();
    cleanup();
    await show([published]);
    expect(screen.getByText('1 article · 0 drafts · 0 to fix')).toBeTruthy();
  });

  it('shows a draft as a draft, without a publication date, and a published article with its date', async () => {
    await show([draft, published]);
    const draftRow = row(draft.title);
    expect(within(draftRow).getByText('Draft')).toBeTruthy();
    expect(draftRow.textContent).not.toMatch(/Published/);
    expect(within(draftRow).getByText('Not published')).toBeTruthy();
    expect(within(draftRow).getByText('Created Nov 4, 2026')).toBeTruthy();
    expect(within(row(published.title)).getByText('Published Jan 28, 2025')).toBeTruthy();
  });
});
