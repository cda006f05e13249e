import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint or validation message. */
export function TextField({ label, name, error, hint, ...input }: Props) {
  return <FieldFrame label={label} error={error} hint={hint} control={(control) => <input name={name} {...control} {...input} />} />;
}
