import { describe, expect, it } from 'vitest';
import { inAppChrome } from './app-chrome';

describe("the app client's chrome (docs/product.md#app-client-screens)", () => {
  it('is always on for RegisterByApp and MigrationByApp', () => {
    expect(inAppChrome('RegisterByApp', false)).toBe(true);
    expect(inAppChrome('MigrationByApp', false)).toBe(true);
  });

  it('is on for the sign-in, MembershipsRCM and ThankYou only when the app opened them', () => {
    for (const route of ['HomeLogin', 'MembershipsRCM', 'ThankYou'] as const) {
      expect(inAppChrome(route, true)).toBe(true);
      expect(inAppChrome(route, false)).toBe(false);
    }
  });

  it('is off for every other screen, even with ?client=app', () => {
    expect(inAppChrome('Register', true)).toBe(false);
    expect(inAppChrome('MyGear', true)).toBe(false);
  });
});
