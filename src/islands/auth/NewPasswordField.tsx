import { MIN_PASSWORD_LENGTH } from '~/domain/schemas/auth';
import { TextField } from '../forms/TextField';

/** A password being chosen (sign-up, reset, invitation, account page): the policy said before it is typed. */
export function NewPasswordField({ label = 'Password', name = 'password', error }: { label?: string; name?: string; error?: string }) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      hint={`At least ${MIN_PASSWORD_LENGTH} characters. A short sentence works well.`}
      error={error}
    />
  );
}
