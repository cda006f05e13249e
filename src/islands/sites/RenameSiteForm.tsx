import { updateSiteSchema } from '~/domain/schemas/sites';
import type { Site } from '~/domain/sites/site';
import { updateSite } from '~/client/sites';
import { RenameForm } from '../forms/RenameForm';

/** Renames a site: its current name to edit. */
export function RenameSiteForm({ site, onRenamed }: { site: Site; onRenamed(site: Site): void }) {
  return (
    <RenameForm
      label="Site name"
      current={site.name}
      maxLength={80}
      schema={updateSiteSchema}
      send={(data) => updateSite(site.id, data)}
      failure="Failed to rename the site. Please try again."
      onRenamed={onRenamed}
    />
  );
}
