import type { ProductCategory } from '~/domain/constants';
import type { Product } from '~/domain/products';
import type { SiteDesign } from '~/domain/sites/design';
import type { DesignEquipment, DesignPart } from '~/domain/sites/designRfq';
import type { Site } from '~/domain/sites/site';
import { searchProducts } from '~/client/products';
import { siteEquipment } from '~/client/sites';
import { dataOf, useApiData } from '../ui/useApiData';

const PART_LABELS: Record<DesignPart, string> = { modules: 'Modules', inverters: 'Inverters', battery: 'Battery' };
const PART_CHOICES: Record<DesignPart, { label: string; category: ProductCategory; field: keyof NonNullable<SiteDesign['equipment']> }> = {
  modules: { label: 'Module', category: 'solar_modules', field: 'moduleProductId' },
  inverters: { label: 'Inverter', category: 'inverters', field: 'inverterProductId' },
  battery: { label: 'Battery', category: 'storage', field: 'batteryProductId' },
};
const PARTS = Object.keys(PART_CHOICES) as DesignPart[];

/** The catalog's products a design may name, by part (up to 100 each, by name): read once, when the panel first shows. */
export function useCatalogChoices(): Record<DesignPart, Product[]> | undefined {
  const read = async () => {
    const pages = await Promise.all(
      PARTS.map((part) => searchProducts(new URLSearchParams({ category: PART_CHOICES[part].category, pageSize: '100' }))),
    );
    return Object.fromEntries(PARTS.map((part, index) => [part, pages[index]!.products])) as Record<DesignPart, Product[]>;
  };
  // Without the list the panel still names the equipment; it only offers no other choice.
  return dataOf(useApiData('catalog-choices', read, { log: 'Could not read the catalog:' }).state) ?? undefined;
}

/** The design naming `productId` for its part, or leaving the part to the catalog's rule (undefined). */
export function withEquipmentChoice(design: SiteDesign, part: DesignPart, productId: number | undefined): SiteDesign {
  const { [PART_CHOICES[part].field]: _was, ...others } = design.equipment ?? {};
  const equipment = productId === undefined ? others : { ...others, [PART_CHOICES[part].field]: productId };
  const { equipment: _old, ...rest } = design;
  return Object.keys(equipment).length > 0 ? { ...rest, equipment } : rest;
}

/**
 * Each design's equipment, as a request for quotes would hold it, read again whenever the site
 * changes (a new size changes the counts; a save moves `updatedAt`): 'loading' until then,
 * 'failed' when it could not be read (the panel says so itself).
 */
export function useSiteEquipment(site: Site): DesignEquipment[] | 'loading' | 'failed' {
  const { state } = useApiData(`${site.id}|${site.updatedAt}|${JSON.stringify(site.designs)}`, () => siteEquipment(site.id), {
    log: 'Could not read the equipment:',
  });
  return state.status === 'ready' ? state.data : state.status;
}

/**
 * The catalog products a design names, in whole units for its sizes: a new site's design names
 * the module of the lowest price per watt and the inverter closest above its AC size; a battery
 * the design does not name is the catalog's closest to its size.
 */
export function DesignEquipmentList({
  equipment,
  choices,
  onChoose,
  working,
}: {
  equipment: DesignEquipment | 'loading' | 'failed' | undefined;
  /** The catalog's products by part, once read; a line then offers them. */
  choices?: Record<DesignPart, Product[]>;
  onChoose(part: DesignPart, productId: number | undefined): void;
  working: boolean;
}) {
  return (
    <section aria-labelledby="design-equipment" className="mt-6 rounded-md border border-slate-200 p-4">
      <h3 id="design-equipment" className="text-base font-semibold text-slate-900">
        Equipment
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        What a request for quotes for this design holds, in whole units for its sizes. A new design takes the catalog module with the lowest
        price per watt and the inverter closest above its AC size; choose another catalog product for any part.
      </p>
      {equipment === 'failed' || equipment === undefined ? (
        <p className="mt-3 text-sm text-slate-600">The equipment could not be read: reload the page to try again.</p>
      ) : equipment !== 'loading' ? (
        <ul className="mt-3 space-y-3 text-sm text-slate-800">
          {equipment.lines.map((line) => (
            <li key={line.part} className="flex flex-col gap-1">
              <span>
                <span className="font-medium">{PART_LABELS[line.part]}:</span> {line.text}
                {!line.named && <span className="text-slate-600"> (the catalog&rsquo;s choice)</span>}
              </span>
              {choices && choices[line.part].length > 0 && (
                <label className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
                  {`Choose the ${PART_CHOICES[line.part].label.toLowerCase()}`}
                  <select
                    className="max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
                    value={line.named ? String(line.productId) : ''}
                    disabled={working}
                    onChange={(event) => onChoose(line.part, event.target.value ? Number(event.target.value) : undefined)}
                  >
                    <option value="">The catalog&rsquo;s choice</option>
                    {choices[line.part].map((product) => (
                      <option key={product.id} value={product.id}>
                        {product.manufacturer} {product.model}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </li>
          ))}
          {equipment.missing.map((text) => (
            <li key={text} className="text-amber-800">
              {text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Reading the catalog...</p>
      )}
    </section>
  );
}
