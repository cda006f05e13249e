import { useState, type FormEvent } from 'react';
import { LEAD_PROJECT_TYPE_LABELS, LEAD_PROJECT_TYPES, type LeadSource } from '~/domain/constants';
import { leadSchema } from '~/domain/schemas/lead';
import { apiRequest } from '~/lib/api';
import { validateForm, type FieldErrors } from '~/lib/formErrors';
import { toast } from '~/stores/toasts';
import { SelectField } from './SelectField';
import { SubmitRow } from './SubmitRow';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

const PROJECT_TYPE_OPTIONS = LEAD_PROJECT_TYPES.map((value) => ({ value, label: LEAD_PROJECT_TYPE_LABELS[value] }));

/**
 * The contact / lead form (SPEC §2 Contact, §5, §8), on the home and contact pages. The spec's
 * messages come from the schema the API uses too.
 */
export default function LeadForm({ source }: { source: LeadSource }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
    const checked = validateForm(leadSchema, { ...values, source });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/leads', checked.data);
      toast({ title: 'Thank you for your inquiry!', description: "We'll respond within 24 hours." });
      form.reset();
    } catch (error) {
      console.error('Lead submission failed:', error);
      toast({ title: 'Error', description: 'Failed to submit form. Please try again.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Contact us" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" name="firstName" autoComplete="given-name" required error={errors.firstName} />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <TextField label="Organization" name="organizationName" autoComplete="organization" required error={errors.organizationName} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <SelectField label="Project Type" name="projectType" options={PROJECT_TYPE_OPTIONS} placeholder="Select a project type" defaultValue="" error={errors.projectType} />
      <TextAreaField label="Project Details (optional)" name="details" hint="Site, size, timeline — whatever helps us answer well." error={errors.details} />
      {/* A honeypot: hidden from people and from assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <SubmitRow label="Submit Inquiry" pendingLabel="Submitting..." pending={pending} />
    </form>
  );
}
