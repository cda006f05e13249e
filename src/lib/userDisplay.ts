/** "project_manager" → "Project Manager" (SPEC §3: underscores to spaces, capitalized). */
export function roleLabel(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The avatar's fallback: first letters of firstName and lastName ("Ada Lovelace" → "AL"). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return letters || '?';
}
