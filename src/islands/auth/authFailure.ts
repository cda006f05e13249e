import { apiErrorBody } from '~/client/http';
import type { Failure } from '../forms/useApiForm';

/** What an auth page says when a request fails for no reason the API gave. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** An auth form's failure, said in the form: the API's own reason (a wrong password, a used link), else a retry. */
export const authFailure: Failure = { inline: (error: unknown) => apiErrorBody(error)?.error ?? SOMETHING_WENT_WRONG };
