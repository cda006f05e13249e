import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line field with its hint or validation message. */
export function TextAreaField({ label, name, error, hint, ...textarea }: Props) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      control={(control) => <textarea name={name} rows={4} {...control} {...textarea} />}
    />
  );
}
