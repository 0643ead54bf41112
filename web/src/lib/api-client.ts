import { type ApiError, HTTP_TIMEOUT_MS, SIGNED_OUT_ERRORS } from '@backstage/domain';
import i18next from 'i18next';
import { clearCredentials, readCredentials } from './credentials';
import { freshCredentials, hasSessionConflict } from './session';
import { endSession } from './session-events';

/**
 * A refusal in the interface language: the `errors` catalogue's text for its code (en-US's are the spec's,
 * domain ERRORS), else the server's own words. A failure the user cannot mend (a 5xx) names its request:
 * "Reference: <trace id>", which a customer quotes to support and support finds in the logs and traces
 * (docs/decisions/091-*). A refusal the user can act on (a wrong password, a field) says only what to do.
 */
function shownMessage(status: number, body: ApiError): string {
  const message = i18next.isInitialized
    ? i18next.t(`errors:${body.code}`, { defaultValue: body.message })
    : body.message;
  if (status < 500 || !body.traceId) return message;
  return `${message} ${i18next.t('common:request.reference', { id: body.traceId })}`;
}

/** A refusal, its texts loaded first: the `errors` namespace comes with the first one (docs/product.md#error-catalogue). */
async function refusal(status: number, body: ApiError): Promise<ApiRequestError> {
  if (i18next.isInitialized) await i18next.loadNamespaces('errors').catch(() => undefined);
  return new ApiRequestError(status, body);
}

/** A refusal made here, before the call goes out, in the contract's shape. */
const signedOut = (code: keyof typeof SIGNED_OUT_ERRORS): ApiError => ({
  code,
  message: SIGNED_OUT_ERRORS[code].message,
});

/** A failed API call: the contract's error body plus the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(shownMessage(status, body));
  }
  get code() {
    return this.body.code;
  }
  /** The request's W3C trace id, when the server answered (docs/decisions/091-*). */
  get traceId() {
    return this.body.traceId;
  }
}

/**
 * A call the server did not answer within HTTP_TIMEOUT_MS: given up and never sent again by itself, so every
 * indicator of it is gone by then and the screen offers to try again (docs/product.md#progress-indicator, ADR 076).
 */
export class ApiTimeoutError extends ApiRequestError {
  constructor() {
    super(0, { code: 'TIMEOUT', message: i18next.t('common:request.timedOut') });
  }
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Which token to send: docs/product.md#token-use uses the access token for e-mail and password changes only. */
  auth?: 'id' | 'access' | 'none';
  /** The main account API (`/api/v1/`, default) or the services API (`/api/services/`). */
  base?: 'v1' | 'services';
}

// Signed cache links come back as a full path ("/api/v1/…/file?…") or, behind a CDN, a full URL.
const isAbsolute = (path: string) => /^(https?:)?\//.test(path);

/**
 * Calls the account or services API with JSON, the spec's 60 s timeout and a fresh token. `path` is relative
 * to the base, or an absolute path or URL (a signed link) used as given.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth && options.auth !== 'none') {
    if (hasSessionConflict()) {
      clearCredentials();
      endSession('conflict');
      throw await refusal(401, { code: 'SESSION_ERROR', message: 'Session error.' });
    }
    // Nobody is signed in (a query still mounted as the user signs out): there is no session to end, so
    // no "Session expired" dialog (docs/product.md#session-end is for a session that ends under the user).
    if (!readCredentials()) throw await refusal(401, signedOut('UNAUTHORIZED'));
    const credentials = await freshCredentials();
    // A refused refresh is the session ending under the user: say so now rather than send a call without a
    // token (its answer may arrive after the screen has moved on).
    if (!credentials) {
      endSession('expired');
      throw await refusal(401, signedOut('TOKEN_EXPIRED'));
    }
    headers.authorization = `Bearer ${options.auth === 'access' ? credentials.accessToken : credentials.idToken}`;
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(isAbsolute(path) ? path : `/api/${options.base ?? 'v1'}/${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    // The time-out covers the body too: a server that sends headers and then stalls is given up as well.
    text = await response.text();
  } catch (error) {
    throw isTimeout(error) ? new ApiTimeoutError() : error;
  }
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    if (
      options.auth &&
      options.auth !== 'none' &&
      (response.status === 401 || data?.code === 'USER_NOT_FOUND')
    ) {
      // Expired or revoked tokens and deleted accounts sign the user out (Auth, docs/product.md#session-end, docs/product.md#deleted-account).
      clearCredentials();
      endSession(data?.code === 'USER_NOT_FOUND' ? 'deleted' : 'expired');
    }
    throw await refusal(
      response.status,
      data?.code ? data : { code: 'INTERNAL', message: 'Exception error occurred.' },
    );
  }
  return data as T;
}
