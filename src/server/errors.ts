/** One problem with a request's input, pointing at the field (`path`) it concerns. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** The JSON body of every error answer: `{ error, issues? }`. */
export interface ApiErrorBody {
  error: string;
  issues?: ApiIssue[];
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** Thrown anywhere below a route to answer with this status and message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ErrorStatus;
  readonly issues?: ApiIssue[];
  readonly headers?: Record<string, string>;

  constructor(status: ErrorStatus, message: string, options: { issues?: ApiIssue[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.status = status;
    this.issues = options.issues;
    this.headers = options.headers;
  }

  toBody(): ApiErrorBody {
    return this.issues ? { error: this.message, issues: this.issues } : { error: this.message };
  }
}
