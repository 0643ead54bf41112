import { OPEN_REDIRECT_VECTORS } from '@backstage/domain/redirect-vectors';
import { describe, expect, it } from 'vitest';
import { rememberRedirectRoute, takeRedirectRoute } from './redirect-route';

describe('the route remembered for after sign-in (docs/product.md#route-guard)', () => {
  it('is followed once when it is a path of this app', () => {
    rememberRedirectRoute('/qr-registration?mdl=FP-30X');
    expect(takeRedirectRoute()).toBe('/qr-registration?mdl=FP-30X');
    expect(takeRedirectRoute()).toBe('/');
  });

  it.each(OPEN_REDIRECT_VECTORS.map((vector) => [JSON.stringify(vector), vector]))(
    'never leads elsewhere: %s',
    (_name, vector) => {
      rememberRedirectRoute(vector);
      expect(takeRedirectRoute()).toBe('/');
    },
  );
});
