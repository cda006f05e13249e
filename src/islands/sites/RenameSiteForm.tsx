import { useState } from 'react';
import { updateSiteSchema } from '~/domain/schemas/sites';
import type { Site } from '~/domain/sites/site';
import { updateSite } from '~/client/sites';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';

/** Renames a site: its current name to edit. */
export function RenameSiteForm({ site, onRenamed }: { site: Site; onRenamed(site: Site): void }) {
  const [name, setName] = useState(site.name);
  const values = { name };
  const { errors, pending, submit, onInput } = useApiForm({
    schema: updateSiteSchema,
    send: (data) => updateSite(site.id, data),
    failure: { toast: { title: 'Error', description: 'Failed to rename the site. Please try again.', variant: 'destructive' } },
    onSuccess: onRenamed,
    values,
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event, values)} onInput={onInput} className="flex flex-col gap-4">
      <TextField
        label="Site name"
        name="name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        autoComplete="off"
        maxLength={80}
        error={errors.name}
      />
      <SubmitRow label="Save name" pendingLabel="Saving..." pending={pending} />
    </form>
  );
}
