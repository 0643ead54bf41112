import { describe, expect, it } from 'vitest';
import { appReturnUrl } from './app-client';
import { routeForPath } from './routes';

describe('app-client screens (docs/product.md#app-client-screens)', () => {
  it('are open to visitors at /app/signup and /app/migration', () => {
    for (const [path, name] of [
      ['/app/signup', 'RegisterByApp'],
      ['/app/migration', 'MigrationByApp'],
    ] as const) {
      const route = routeForPath(path);
      expect(route?.name).toBe(name);
      expect(route?.needsAuth).toBe(false);
      expect(route?.appClient).toBe(true);
    }
  });

  it('return to the app by its own deep link, naming only the flow', () => {
    expect(appReturnUrl('signup')).toBe('rolandbackstage://backstage?done=signup');
    expect(appReturnUrl('migration')).toBe('rolandbackstage://backstage?done=migration');
  });
});
