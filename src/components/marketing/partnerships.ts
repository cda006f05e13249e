/** How the partnerships team is reached: the partner pages' buttons, contact cards and closing bands. */
export const PARTNERS_EMAIL = 'partners@voltfield.dev';
/** The Austin main line, which also answers partner calls. */
export const PARTNERS_PHONE = '(512) 555-0142';

/** A mailto link to the partnerships team with the subject filled in, so each program's mail is sorted on arrival. */
export const partnersMailto = (subject: string) => `mailto:${PARTNERS_EMAIL}?subject=${encodeURIComponent(subject)}`;
