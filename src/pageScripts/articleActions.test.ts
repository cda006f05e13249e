// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listBookmarks, saveBookmark } from '~/client/bookmarks';
import { $auth } from '~/stores/currentUser';
import type * as CurrentUser from '~/stores/currentUser';
import { $toasts, dismissToast } from '~/stores/toasts';
import { buyer } from '../../tests/fixtures/people';
import { initArticleActions } from './articleActions.ts';

vi.mock('~/client/bookmarks', () => ({ listBookmarks: vi.fn(), saveBookmark: vi.fn(), removeBookmark: vi.fn() }));
vi.mock('~/stores/currentUser', async (importOriginal) => {
  const original = await importOriginal<typeof CurrentUser>();
  return { ...original, loadCurrentUser: vi.fn(async () => original.$auth.get()) };
});

const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  document.body.innerHTML =
    '<button type="button" aria-pressed="false" data-save="what-is-a-ppa"><span data-save-label>Save</span></button>';
  $auth.set({ status: 'loading' });
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('Save on an article page', () => {
  it('keeps what the reader saved when the list of saved articles, asked for earlier, arrives after the click', async () => {
    let answerList: (bookmarks: { slug: string }[]) => void = () => undefined;
    vi.mocked(listBookmarks).mockReturnValue(new Promise((resolve) => (answerList = resolve)) as never);
    vi.mocked(saveBookmark).mockResolvedValue(undefined as never);
    initArticleActions();
    $auth.set({ status: 'signed-in', user: buyer });
    const button = document.querySelector('button')!;

    button.click();
    await settle();
    expect(saveBookmark).toHaveBeenCalledWith('what-is-a-ppa');
    expect(button.getAttribute('aria-pressed')).toBe('true');

    answerList([]);
    await settle();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Saved');
  });

  it('shows an article the reader saved before as saved', async () => {
    vi.mocked(listBookmarks).mockResolvedValue([{ slug: 'what-is-a-ppa' }] as never);
    initArticleActions();
    $auth.set({ status: 'signed-in', user: buyer });
    await settle();
    expect(document.querySelector('button')!.getAttribute('aria-pressed')).toBe('true');
  });
});

/** The article page's two buttons as Article.astro renders them (its data attributes: the canonical link and the title). */
const articleButtons = `
  <button type="button" data-share data-url="https://voltfield.dev/blog/what-is-a-ppa/" data-title="What is a PPA?">Share</button>
  <button type="button" aria-pressed="false" data-save="what-is-a-ppa"><span data-save-label>Save</span></button>
`;
const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent!.trim() === name)!;
/** Puts `value` on navigator as `name` (jsdom has neither a share sheet nor a clipboard), for one test. */
function onNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

describe('Share and Save on an article page, for a reader who is not signed in', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/blog/what-is-a-ppa');
    document.body.innerHTML = articleButtons;
    $auth.set({ status: 'signed-out' });
    initArticleActions();
  });
  afterEach(() => {
    for (const item of $toasts.get()) dismissToast(item.id);
    onNavigator('share', undefined);
    onNavigator('clipboard', undefined);
  });

  it('Share copies the link, with a toast, where the device has no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    onNavigator('share', undefined);
    onNavigator('clipboard', { writeText });
    button('Share').click();
    await settle();
    expect(writeText).toHaveBeenCalledWith('https://voltfield.dev/blog/what-is-a-ppa/');
    expect($toasts.get()).toEqual([expect.objectContaining({ title: 'Link copied' })]);
  });

  it('Share opens the native share sheet with the title and the link where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    onNavigator('share', share);
    onNavigator('clipboard', { writeText });
    button('Share').click();
    await settle();
    expect(share).toHaveBeenCalledWith({ title: 'What is a PPA?', url: 'https://voltfield.dev/blog/what-is-a-ppa/' });
    expect(writeText).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });

  it('Save asks the reader to sign in, returning to the article, and saves nothing', async () => {
    button('Save').click();
    await settle();
    expect($toasts.get()).toEqual([
      expect.objectContaining({
        title: 'Sign In Required',
        variant: 'destructive',
        action: { label: 'Sign In', href: `/api/login?returnTo=${encodeURIComponent('/blog/what-is-a-ppa')}` },
      }),
    ]);
    expect(saveBookmark).not.toHaveBeenCalled();
    expect(button('Save').getAttribute('aria-pressed')).toBe('false');
  });
});
