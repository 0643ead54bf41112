/**
 * An answer's JSON without its trace id: two refusals that must be alike (no hint whether a thing exists) still
 * differ in the request each belongs to (docs/decisions/091-*).
 */
export function withoutTraceId(response: { json(): unknown }): Record<string, unknown> {
  const { traceId: _request, ...rest } = response.json() as Record<string, unknown>;
  return rest;
}
