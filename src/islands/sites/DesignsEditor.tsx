import { useState } from 'react';
import { MAX_DESIGNS_PER_SITE, type SiteDesign } from '~/domain/sites/design';
import type { Site } from '~/domain/sites/site';
import { reportFailure } from '~/browser/session';
import { updateSite } from '~/client/sites';
import { toast } from '~/stores/toasts';
import { RadioChoice } from '../forms/RadioChoice';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { dangerButton, secondaryButton } from '../ui/buttons';
import { DesignEquipmentList, useCatalogChoices, useSiteEquipment, withEquipmentChoice } from './DesignEquipmentList';
import { DesignForm } from './DesignForm';

/** The next design: a copy of `from` under the first id and name of the form d<n> / Design <n> the site has not used. */
export function nextDesign(designs: readonly SiteDesign[], from: SiteDesign): SiteDesign {
  let number = 1;
  while (designs.some((design) => design.id === `d${number}`)) number += 1;
  return { ...from, id: `d${number}`, name: `Design ${number}`, pv: { ...from.pv }, battery: from.battery && { ...from.battery } };
}

/**
 * The site's designs: the one chosen to edit (the first unless another is picked), a new one as a
 * copy of it (up to MAX_DESIGNS_PER_SITE), and any but the last removed after a confirmation.
 */
export function DesignsEditor({ site, onChange, onSaved }: { site: Site; onChange(site: Site): void; onSaved(site: Site): void }) {
  const [chosen, setChosen] = useState<string>();
  const [removing, setRemoving] = useState<SiteDesign | null>(null);
  const [working, setWorking] = useState(false);
  const design = site.designs.find((each) => each.id === chosen) ?? site.designs[0]!;
  const added = nextDesign(site.designs, design);
  const equipment = useSiteEquipment(site);
  const choices = useCatalogChoices();

  /** Saves a change to the designs made by a button rather than a form (adding or removing one). */
  async function saveDesigns(designs: SiteDesign[], done: { title: string; description: string }, select?: string) {
    setWorking(true);
    try {
      onChange(await updateSite(site.id, { designs }));
      setChosen(select);
      setRemoving(null);
      toast(done);
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to change the designs. Please try again.', variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  }

  return (
    <>
      {site.designs.length > 1 && (
        <div className="mb-4">
          <RadioChoice
            label="Design to edit"
            name="design"
            value={design.id}
            onChange={setChosen}
            options={site.designs.map((each) => ({ value: each.id, label: each.name }))}
          />
        </div>
      )}
      <DesignForm key={design.id} site={site} design={design} onSaved={onSaved} />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={working || site.designs.length >= MAX_DESIGNS_PER_SITE}
          onClick={() =>
            void saveDesigns(
              [...site.designs, added],
              { title: 'Design added', description: `${added.name} starts as a copy of ${design.name}.` },
              added.id,
            )
          }
          className={secondaryButton}
        >
          Add a design
        </button>
        {site.designs.length > 1 && (
          <button type="button" disabled={working} onClick={() => setRemoving(design)} className={dangerButton}>
            Remove {design.name}
          </button>
        )}
        <p className="text-xs text-slate-600">Up to {MAX_DESIGNS_PER_SITE} designs, compared side by side.</p>
      </div>
      <DesignEquipmentList
        equipment={typeof equipment === 'string' ? equipment : equipment.find((each) => each.designId === design.id)}
        choices={choices}
        working={working}
        onChoose={(part, productId) =>
          void saveDesigns(
            site.designs.map((each) => (each.id === design.id ? withEquipmentChoice(each, part, productId) : each)),
            { title: 'Equipment chosen', description: `${design.name}'s request for quotes will hold it.` },
            design.id,
          )
        }
      />

      <ConfirmationDialog
        open={removing !== null}
        title="Remove this design?"
        confirm="Remove"
        workingLabel="Removing..."
        working={working}
        danger
        onConfirm={() =>
          removing &&
          void saveDesigns(
            site.designs.filter((each) => each.id !== removing.id),
            { title: 'Design removed', description: `${removing.name} was removed.` },
          )
        }
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <p className="text-slate-800">
            <strong>{removing.name}</strong> and its production result will be removed from this site.
          </p>
        )}
      </ConfirmationDialog>
    </>
  );
}
