import { Description, Field, Input, Label } from '@headlessui/react';
import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose validation message is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, name, error, hint, ...input }: Props) {
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <Input
        name={name}
        invalid={Boolean(error)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 data-invalid:border-red-600"
        {...input}
      />
      {hint && !error && <Description className="text-xs text-slate-600">{hint}</Description>}
      {error && (
        <Description className="text-sm text-red-700" role="alert">
          {error}
        </Description>
      )}
    </Field>
  );
}
