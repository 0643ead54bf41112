import { describe, expect, it } from 'vitest';
import { INTERESTS } from './enums';
import {
  BOSS_CATEGORY_HEADING,
  REGISTRATION_CATEGORIES,
  registrationCategoryById,
  registrationCategoryIdsOf,
} from './registration-categories';

describe('registration categories (docs/product.md#registration-categories)', () => {
  it('has registration categories 1, 3–21 and 23 with their brands', () => {
    expect(REGISTRATION_CATEGORIES.map((c) => c.id)).toEqual([
      1,
      ...Array.from({ length: 19 }, (_, i) => i + 3),
      23,
    ]);
    for (const c of REGISTRATION_CATEGORIES)
      expect(c.brand).toBe(c.id >= 12 && c.id <= 21 ? 'Boss' : 'Roland');
    expect(new Set(REGISTRATION_CATEGORIES.map((c) => c.guid)).size).toBe(21);
  });

  it('gives Roland and BOSS their own ids, PROAV Video, the others none', () => {
    expect(registrationCategoryIdsOf('ROLAND')).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 23]);
    expect(registrationCategoryIdsOf('BOSS')).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(registrationCategoryIdsOf('PROAV')).toEqual([23]);
    expect(registrationCategoryIdsOf('RVS')).toEqual([]);
    expect(registrationCategoryIdsOf('PDP')).toEqual([]);
    expect(registrationCategoryById(12)).toMatchObject({ label: 'Stompboxes', brand: 'Boss' });
    expect(registrationCategoryById(2)).toBeUndefined();
  });

  it('labels each id as the lead fixed it (the seed uses the same ids)', () => {
    expect(Object.fromEntries(REGISTRATION_CATEGORIES.map((c) => [c.id, c.label]))).toEqual({
      1: 'Pianos',
      3: 'Organs',
      4: 'Synthesizers',
      5: 'Accordions',
      6: 'Keyboards',
      7: 'Drums & Percussion',
      8: 'Production',
      9: 'Amplifiers',
      10: 'Aira & DJ',
      11: 'Accessories',
      12: 'Stompboxes',
      13: 'Multi-effects',
      14: 'Guitar Synthesizers',
      15: 'Digital Recorder',
      16: 'Backing & Rhythm',
      17: 'Loop Station',
      18: 'Vocal Effects',
      19: 'Acoustic',
      20: 'Tuners & Metronomes',
      21: 'BOSS Amplifiers',
      23: 'Video',
    });
    expect(INTERESTS.map((i) => i.value)).toContain(BOSS_CATEGORY_HEADING);
    for (const c of REGISTRATION_CATEGORIES) {
      expect(c.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(c.siteSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
