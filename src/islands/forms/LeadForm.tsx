import { LEAD_PROJECT_TYPE_LABELS, LEAD_PROJECT_TYPES, type LeadSource } from '~/domain/constants';
import { optionsOf } from '~/domain/labels';
import { leadSchema } from '~/domain/schemas/leads';
import { sendLead } from '~/client/leads';
import { toast } from '~/stores/toasts';
import { SelectField } from './SelectField';
import { SubmitRow } from './SubmitRow';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { ApiForm } from './ApiForm';
import { useApiForm } from './useApiForm';

const PROJECT_TYPE_OPTIONS = optionsOf(LEAD_PROJECT_TYPES, LEAD_PROJECT_TYPE_LABELS);

/**
 * The contact / lead form, on the home and contact pages. Its field messages come from the schema
 * the API validates with, so both say the same.
 */
export default function LeadForm({ source }: { source: LeadSource }) {
  const form = useApiForm({
    schema: leadSchema,
    send: sendLead,
    failure: { toast: { title: 'Error', description: 'Failed to submit form. Please try again.' }, log: 'Lead submission failed' },
    onSuccess(_result, _lead, form) {
      toast({ title: 'Thank you for your inquiry!', description: "We'll respond within 24 hours." });
      form.reset();
    },
  });

  const { field, pending } = form;
  return (
    <ApiForm api={form} label="Contact us" extra={{ source }}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" {...field('firstName')} autoComplete="given-name" required />
        <TextField label="Last Name" {...field('lastName')} autoComplete="family-name" required />
      </div>
      <TextField label="Organization" {...field('organizationName')} autoComplete="organization" required />
      <TextField label="Email" {...field('email')} type="email" autoComplete="email" required />
      <SelectField
        label="Project Type"
        {...field('projectType')}
        options={PROJECT_TYPE_OPTIONS}
        placeholder="Select a project type"
        defaultValue=""
      />
      <TextAreaField
        label="Project Details (optional)"
        {...field('details')}
        hint="Site, size, timeline — whatever helps us answer well."
      />
      {/* A honeypot: hidden from people and from assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <SubmitRow label="Submit Inquiry" pendingLabel="Submitting..." pending={pending} />
    </ApiForm>
  );
}
