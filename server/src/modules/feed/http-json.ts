import type { z } from 'zod';

/** GET a social source's JSON answer, parsed by the part of its shape we use; any failure throws. */
export async function getJson<T>(url: URL, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    // Free the connection: undici keeps an unread body's socket busy.
    await response.body?.cancel();
    throw new Error(`${url.host} answered ${response.status}`);
  }
  return schema.parse(await response.json());
}

/** An address under a base that may carry a path of its own (`https://graph.facebook.com/v21.0`). */
export function sourceUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
