import { describe, expect, it } from 'vitest';
import { sectionsFor } from './admin-sections';

describe('the console sections a staff member sees (docs/product.md#staff-console)', () => {
  it('opens lookup and the help desk to support, texts to content, the audit log and staff to admin', () => {
    expect(sectionsFor(['support'])).toEqual(['customers', 'help-desk']);
    expect(sectionsFor(['content'])).toEqual(['texts']);
    expect(sectionsFor(['admin'])).toEqual(['audit', 'staff']);
    expect(sectionsFor(['content', 'support'])).toEqual(['customers', 'help-desk', 'texts']);
  });

  it('opens nothing to a staff account without a role', () => {
    expect(sectionsFor([])).toEqual([]);
  });
});
