import { btmReportRows } from '~/domain/btm/form';
import { formatEnergy, formatPower } from '~/domain/format';
import { askToSignIn } from '~/browser/session';
import { createRfq } from '~/client/rfqs';
import { loadCurrentUser } from '~/stores/currentUser';
import { addToCart } from '~/stores/rfqCart';
import { toast } from '~/stores/toasts';
import type { Solved } from './useOptimisation';

// What a signed-in user does with an answer: download it, or ask for a quote for its battery.

/** Every interval of the answer as CSV, and the request and answer as JSON. */
export async function downloadReport({ request, answer }: Solved) {
  if ((await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to download your report.');
  const { downloadCsv, downloadJson } = await import('~/browser/download');
  const name = `voltfield-btm-${new Date().toISOString().slice(0, 10)}`;
  downloadJson(`${name}.json`, { inputs: request, outputs: answer, timestamp: new Date().toISOString() });
  downloadCsv(`${name}.csv`, btmReportRows(answer, request.loadKW, request.pvKW));
}

export const quoteLabel = ({ product }: Solved) => (product ? `Request a quote for ${product.model}` : 'Request a quote for this battery');

/** The catalog product's whole units that hold the battery's energy into the RFQ cart; without a product, a draft RFQ that names the size. */
export async function requestQuote({ answer, product }: Solved) {
  if ((await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to request a quote for this battery.');
  const { powerKW, energyKWh } = answer.battery;
  const size = `${formatPower(powerKW)} / ${formatEnergy(energyKWh)}`;
  try {
    if (product) {
      const unitKWh = Number((product.facets as Record<string, unknown>).usableEnergyKWh) || energyKWh;
      const units = Math.max(1, Math.ceil(energyKWh / unitKWh - 1e-9));
      await addToCart(product.id, units);
      toast({
        title: 'Added to your RFQ',
        description: `${units} × ${product.name} for a ${size} battery. Review it on the RFQ page.`,
      });
    } else {
      const draft = await createRfq(`Battery for a behind-the-meter site: ${size}`);
      toast({ title: 'RFQ started', description: `Draft RFQ #${draft.id} names the battery (${size}): add products from the catalog.` });
    }
  } catch (error) {
    console.error('Could not request the quote:', error);
    toast({ title: 'Error', description: 'Failed to add the battery to your RFQ. Please try again.', variant: 'destructive' });
  }
}
