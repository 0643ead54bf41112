import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_EVENTS, STAFF_ACTIONS } from '@backstage/domain';
import { describe, expect, it } from 'vitest';

const texts = (culture: string, namespace: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../i18n/locales', culture, `${namespace}.json`), 'utf8'));

describe('every staff action and audit event is worded (docs/product.md#staff-console)', () => {
  for (const culture of ['en-US', 'ja-JP'])
    it(`in ${culture}: the console's audit log, its action dialogs and the customer's security centre`, () => {
      const admin = texts(culture, 'admin');
      const security = texts(culture, 'security');
      for (const event of AUDIT_EVENTS) expect(admin.auditActions[event], event).toBeTruthy();
      for (const action of STAFF_ACTIONS) expect(security.staffActions.kinds[action], action).toBeTruthy();
      for (const action of STAFF_ACTIONS.filter((a) => a !== 'correctPurchaseDate'))
        expect(Object.keys(admin.actions[action]).sort(), action).toEqual([
          'button',
          'confirm',
          'text',
          'title',
        ]);
    });
});
