import { askToSignIn } from '~/browser/session';
import { listBookmarks, removeBookmark, saveBookmark } from '~/client/bookmarks';
import { isUnauthorizedError } from '~/client/http';
import { $auth, loadCurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';

/**
 * The article page's two controls, without a framework:
 * - Share: the device's share sheet where there is one, else the link copied with a toast.
 * - Save: a bookmark stored for a signed-in user (PUT/DELETE /api/bookmarks/{slug}); anyone
 *   else gets the 'Sign In Required' toast.
 */
export function initArticleActions(root: ParentNode = document): void {
  const share = root.querySelector<HTMLButtonElement>('button[data-share]');
  const save = root.querySelector<HTMLButtonElement>('button[data-save]');
  if (share) share.addEventListener('click', () => void shareArticle(share));
  if (save) initSave(save);
}

async function shareArticle(button: HTMLButtonElement): Promise<void> {
  const url = button.dataset.url || location.href;
  const title = button.dataset.title || document.title;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The article link is on your clipboard.' });
  } catch {
    toast({ title: 'Error', description: 'Could not copy the link. Please copy it from the address bar.', variant: 'destructive' });
  }
}

function initSave(button: HTMLButtonElement): void {
  const slug = button.dataset.save!;
  const label = button.querySelector<HTMLElement>('[data-save-label]') ?? button;
  let saved = false;
  let busy = false;
  // Once the reader has saved or removed, the list asked for on load is older than what they see.
  let readerActed = false;

  const render = () => {
    button.setAttribute('aria-pressed', String(saved));
    label.textContent = saved ? 'Saved' : 'Save';
  };
  const askToSignInToSave = () => askToSignIn('Sign in to save articles to your account.', 'destructive');

  // Show whether a signed-in reader already saved this article.
  let checked = false;
  $auth.subscribe((state) => {
    if (state.status !== 'signed-in' || checked) return;
    checked = true;
    listBookmarks()
      .then((bookmarks) => {
        if (readerActed) return;
        saved = Boolean(bookmarks?.some((bookmark) => bookmark.slug === slug));
        render();
      })
      .catch((error: unknown) => console.error('Could not load saved articles:', error));
  });

  button.addEventListener('click', async () => {
    if (busy) return;
    const state = await loadCurrentUser();
    if (state.status !== 'signed-in') return askToSignInToSave();
    busy = true;
    button.setAttribute('aria-busy', 'true');
    const save = !saved;
    try {
      await (save ? saveBookmark(slug) : removeBookmark(slug));
      saved = save;
      readerActed = true;
      render();
      toast(saved ? { title: 'Article saved', description: 'It is saved to your account.' } : { title: 'Removed from saved articles' });
    } catch (error) {
      if (isUnauthorizedError(error)) {
        void loadCurrentUser({ force: true });
        askToSignInToSave();
      } else {
        toast({ title: 'Error', description: 'Failed to save the article. Please try again.', variant: 'destructive' });
      }
    } finally {
      busy = false;
      button.removeAttribute('aria-busy');
    }
  });
}
