// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '~/domain/users';
import { listBookmarks, saveBookmark } from '~/client/bookmarks';
import { $auth } from '~/stores/currentUser';
import type * as CurrentUser from '~/stores/currentUser';
import { initArticleActions } from './articleActions.ts';

vi.mock('~/client/bookmarks', () => ({ listBookmarks: vi.fn(), saveBookmark: vi.fn(), removeBookmark: vi.fn() }));
vi.mock('~/stores/currentUser', async (importOriginal) => {
  const original = await importOriginal<typeof CurrentUser>();
  return { ...original, loadCurrentUser: vi.fn(async () => original.$auth.get()) };
});

const reader: PublicUser = {
  id: 'u1',
  firstName: 'Pat',
  lastName: 'Nguyen',
  email: 'pat@example.com',
  profileImageUrl: null,
  organizationName: null,
  role: 'buyer',
};
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
    $auth.set({ status: 'signed-in', user: reader });
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
    $auth.set({ status: 'signed-in', user: reader });
    await settle();
    expect(document.querySelector('button')!.getAttribute('aria-pressed')).toBe('true');
  });
});
