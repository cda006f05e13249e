/** The interface's timings, in milliseconds. */
export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 1;
export const CURRENT_USER_CACHE_MS = 300_000;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const WRONG_ROLE_REDIRECT_MS = 1000;
