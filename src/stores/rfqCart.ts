import { atom, computed } from 'nanostores';
import { currentDraft, rfqsOf, type RfqItem } from '~/domain/rfqs';
import { ApiRequestError } from '~/client/http';
import { addRfqItem, createRfq, listRfqItems, listRfqs } from '~/client/rfqs';

/**
 * The buyer's RFQ cart: their current draft (the one changed last) and how many of each product it
 * holds. It lives on the server, so it is the same on every device; this store mirrors it for the
 * catalog. See docs/decisions/019-rfq-cart.md.
 */
export interface CartState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  draftId: number | null;
  /** Quantity in the cart by product id. */
  quantities: Readonly<Record<number, number>>;
}

export const $cart = atom<CartState>({ status: 'idle', draftId: null, quantities: {} });

/** How many products (not units) are in the cart: the count on the catalog's cart link. */
export const $cartCount = computed($cart, (cart) => Object.keys(cart.quantities).length);

let owner: string | undefined;

/** Reads the signed-in user's cart from the server. */
export async function loadCart(userId: string): Promise<void> {
  owner = userId;
  $cart.set({ ...$cart.get(), status: 'loading' });
  try {
    const draft = currentDraft(rfqsOf(await listRfqs(), userId));
    const items = draft ? await listRfqItems(draft.id) : [];
    $cart.set({
      status: 'ready',
      draftId: draft?.id ?? null,
      quantities: Object.fromEntries(items.map((item) => [item.productId, item.quantity])),
    });
  } catch (error) {
    $cart.set({ ...$cart.get(), status: 'failed' });
    throw error;
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Adds a product to the cart (one unless told) with two calls: `POST /api/rfqs` ('Product Inquiry')
 * only when there is no draft, then `POST /api/rfqs/{id}/items`. Adds run one after another, so
 * quick clicks never make two drafts.
 */
export function addToCart(productId: number, quantity = 1): Promise<RfqItem> {
  const added = queue.then(() => addNow(productId, quantity, true));
  queue = added.catch(() => undefined);
  return added;
}

async function addNow(productId: number, quantity: number, mayRetry: boolean): Promise<RfqItem> {
  let { draftId } = $cart.get();
  try {
    if (draftId === null) {
      draftId = (await createRfq('Product Inquiry')).id;
      $cart.set({ status: 'ready', draftId, quantities: {} });
    }
    const item = await addRfqItem(draftId, productId, quantity);
    const cart = $cart.get();
    $cart.set({ ...cart, quantities: { ...cart.quantities, [productId]: item.quantity } });
    return item;
  } catch (error) {
    // The draft was submitted or deleted elsewhere (another tab or device): find the cart again, once.
    const gone = error instanceof ApiRequestError && (error.status === 404 || error.status === 409);
    if (!mayRetry || !gone || !owner) throw error;
    await loadCart(owner);
    return addNow(productId, quantity, false);
  }
}
