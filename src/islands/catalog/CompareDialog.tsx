import { useState } from 'react';
import { compareProducts } from '~/domain/productComparison';
import { makerAndModel } from '~/domain/products';
import { searchProducts } from '~/client/products';
import { ComparisonTable } from '../ui/ComparisonTable';
import { Dialog } from '../ui/Dialog';
import { DataView } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';

interface Props {
  open: boolean;
  ids: number[];
  onRemove(id: number): void;
  onClose(): void;
}

/**
 * Up to four products side by side, the rows where they differ highlighted. The products are read
 * for the ids asked for; removing one only hides it, adding one reads them again.
 */
export function CompareDialog({ open, ids, onRemove, onClose }: Props) {
  const [asked, setAsked] = useState(ids);
  if (ids.some((id) => !asked.includes(id))) setAsked(ids);
  const key = open && asked.length > 0 ? asked.join(',') : null;
  const { state, reload } = useApiData(key, () => searchProducts(new URLSearchParams({ ids: asked.join(',') })), {
    log: 'Failed to fetch products',
  });
  return (
    <Dialog open={open} onClose={onClose} title="Compare products" subtitle="Rows where the products differ are highlighted." size="wide">
      <DataView state={state} onRetry={reload} failed="Failed to fetch products" alert>
        {({ products }) => {
          const shown = ids.map((id) => products.find((product) => product.id === id)).filter((product) => product !== undefined);
          return (
            <ComparisonTable
              caption="The compared products, one per column"
              columns={shown.map((product) => ({
                key: product.id,
                header: (
                  <>
                    {product.name}
                    <span className="block text-xs font-normal text-slate-600">{makerAndModel(product)}</span>
                    <button
                      type="button"
                      onClick={() => onRemove(product.id)}
                      className="mt-2 text-xs font-semibold text-brand-800 hover:underline"
                    >
                      Remove<span className="sr-only"> {product.name} from the comparison</span>
                    </button>
                  </>
                ),
              }))}
              groups={compareProducts(shown)}
            />
          );
        }}
      </DataView>
    </Dialog>
  );
}
