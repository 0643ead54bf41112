import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS, SIGNED_OUT_ERRORS } from '@backstage/domain';
import { describe, expect, it } from 'vitest';

// The `errors` namespace words a refusal by its code in each culture (lib/api-client.ts). Its en-US file is the
// spec's catalogue as domain holds it, so the server's words and en-US's screens never differ; the other
// cultures are held to its keys like any namespace (locales.test.ts).
describe('the errors namespace (docs/product.md#error-catalogue)', () => {
  it('is, in en-US, the error catalogue: every code with its text', () => {
    const file = JSON.parse(readFileSync(join(__dirname, 'locales', 'en-US', 'errors.json'), 'utf8'));
    const catalogue = Object.fromEntries(
      Object.entries({ ...ERRORS, ...SIGNED_OUT_ERRORS }).map(([code, { message }]) => [code, message]),
    );
    expect(file).toEqual(catalogue);
  });
});
