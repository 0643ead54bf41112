import { invalidRequest } from './oidc-error';

/** Request parameters as received: a query (a repeated name gives an array) or a form body. */
export type RawParams = Record<string, string | string[] | undefined>;
/** The parameters of a request, each at most once (RFC 6749 §3.1: "MUST NOT be included more than once"). */
export type Params = Record<string, string | undefined>;

/** Every parameter once; a repeated one is `invalid_request`. Empty values count as absent (RFC 6749 §3.1). */
export function singleParams(raw: RawParams): Params {
  const params: Params = {};
  for (const [name, value] of Object.entries(raw)) {
    // A fixed text: the name is the request's own and is never echoed (RFC 6749 §4.1.2.1, §5.2).
    if (Array.isArray(value)) throw invalidRequest('A parameter is repeated.');
    if (value !== undefined && value !== '') params[name] = value;
  }
  return params;
}

/** A form body (`application/x-www-form-urlencoded`, RFC 6749 §3.2) as raw parameters. */
export function formParams(body: unknown): RawParams {
  if (!(body instanceof URLSearchParams))
    throw invalidRequest('The body must be application/x-www-form-urlencoded.');
  const raw: RawParams = {};
  for (const name of new Set(body.keys())) {
    const values = body.getAll(name);
    raw[name] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

/** A required parameter, else `invalid_request` naming it. */
export function required(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined) throw invalidRequest(`The parameter ${name} is required.`);
  return value;
}
