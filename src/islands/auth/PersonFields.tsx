import { TextField } from '../forms/TextField';

interface Props {
  errors: Readonly<Record<string, string>>;
  /** What the account holds now (the profile); a new account starts blank. */
  current?: { firstName: string | null; lastName: string | null; organizationName: string | null };
}

/** The two name fields, side by side from `sm`. */
const NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** The person's name and organization as an account keeps them: on sign-up, on accepting an invitation, on the profile. */
export function PersonFields({ errors, current }: Props) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {NAME_FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            autoComplete={autoComplete}
            required
            defaultValue={current && (current[name] ?? '')}
            error={errors[name]}
          />
        ))}
      </div>
      <TextField
        label="Organization (optional)"
        name="organizationName"
        autoComplete="organization"
        defaultValue={current && (current.organizationName ?? '')}
        error={errors.organizationName}
      />
    </>
  );
}
