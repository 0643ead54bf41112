import { describe, expect, it } from 'vitest';
import { helpCenterTitle, pageTitle } from './titles';

describe('page titles (docs/product.md#page-titles)', () => {
  it('formats brand pages, help centre and the cloud brand', () => {
    expect(pageTitle('ROLAND', 'My Gear')).toBe('Roland - Backstage - My Gear');
    expect(pageTitle('DW', 'Privacy')).toBe('DW - Backstage - Privacy');
    expect(pageTitle('RVS', 'Account')).toBe('Roland Cloud - Account');
    expect(helpCenterTitle('BOSS')).toBe('BOSS - Help Center');
  });
});
