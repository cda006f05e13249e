import { useEffect, useState } from 'react';
import type { DesignEquipment, DesignPart } from '~/domain/sites/designRfq';
import type { Site } from '~/domain/sites/site';
import { siteEquipment } from '~/client/sites';

const PART_LABELS: Record<DesignPart, string> = { modules: 'Modules', inverters: 'Inverters', battery: 'Battery' };

/**
 * Each design's equipment, as a request for quotes would hold it, read again whenever the designs
 * change (a new size changes the counts): 'loading' until then, 'failed' when it could not be read.
 */
export function useSiteEquipment(site: Site): DesignEquipment[] | 'loading' | 'failed' {
  const [equipment, setEquipment] = useState<{ for: Site['designs']; list: DesignEquipment[] | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    siteEquipment(site.id).then(
      (list) => current && setEquipment({ for: site.designs, list }),
      () => current && setEquipment({ for: site.designs, list: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [site.id, site.designs]);
  return equipment?.for === site.designs ? equipment.list : 'loading';
}

/**
 * The catalog products a design names, in whole units for its sizes: a new site's design names
 * the module of the lowest price per watt and the inverter closest above its AC size; a battery
 * the design does not name is the catalog's closest to its size.
 */
export function DesignEquipmentList({ equipment }: { equipment: DesignEquipment | 'loading' | 'failed' | undefined }) {
  return (
    <section aria-labelledby="design-equipment" className="mt-6 rounded-md border border-slate-200 p-4">
      <h3 id="design-equipment" className="text-base font-semibold text-slate-900">
        Equipment
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        What a request for quotes for this design holds, in whole units for its sizes. A new design takes the catalog module with the lowest
        price per watt and the inverter closest above its AC size.
      </p>
      {equipment === 'failed' || equipment === undefined ? (
        <p className="mt-3 text-sm text-slate-600">The equipment could not be read: reload the page to try again.</p>
      ) : equipment !== 'loading' ? (
        <ul className="mt-3 space-y-2 text-sm text-slate-800">
          {equipment.lines.map((line) => (
            <li key={line.part}>
              <span className="font-medium">{PART_LABELS[line.part]}:</span> {line.text}
              {!line.named && <span className="text-slate-600"> (the catalog&rsquo;s choice)</span>}
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
