import type { Brand } from './brands';

/**
 * registration categories (docs/product.md#registration-categories): ids 1, 3–21 and 23; Roland for 1, 3–11 and 23, BOSS for 12–21.
 * The spec lists 22 labels for 21 ids: "Guitar & BOSS" is the heading over the BOSS categories
 * (see docs/decisions/004-brand-and-category-rules.md).
 */
export interface RegistrationCategory {
  id: number;
  brand: 'Roland' | 'Boss';
  labelKey: string;
  label: string;
  siteSlug: string;
  crmCategory: string;
  guid: string;
}

const ROWS: [number, 'Roland' | 'Boss', string][] = [
  [1, 'Roland', 'Pianos'],
  [3, 'Roland', 'Organs'],
  [4, 'Roland', 'Synthesizers'],
  [5, 'Roland', 'Accordions'],
  [6, 'Roland', 'Keyboards'],
  [7, 'Roland', 'Drums & Percussion'],
  [8, 'Roland', 'Production'],
  [9, 'Roland', 'Amplifiers'],
  [10, 'Roland', 'Aira & DJ'],
  [11, 'Roland', 'Accessories'],
  [12, 'Boss', 'Stompboxes'],
  [13, 'Boss', 'Multi-effects'],
  [14, 'Boss', 'Guitar Synthesizers'],
  [15, 'Boss', 'Digital Recorder'],
  [16, 'Boss', 'Backing & Rhythm'],
  [17, 'Boss', 'Loop Station'],
  [18, 'Boss', 'Vocal Effects'],
  [19, 'Boss', 'Acoustic'],
  [20, 'Boss', 'Tuners & Metronomes'],
  [21, 'Boss', 'BOSS Amplifiers'],
  [23, 'Roland', 'Video'],
];

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const REGISTRATION_CATEGORIES: readonly RegistrationCategory[] = ROWS.map(([id, brand, label]) => ({
  id,
  brand,
  label,
  labelKey: `category.${slug(label)}`,
  siteSlug: slug(label),
  crmCategory: `${brand.toUpperCase()}_${slug(label).toUpperCase().replace(/-/g, '_')}`,
  guid: `5b0c1e2a-7d41-4c8e-9a3f-${String(id).padStart(12, '0')}`,
}));

/** The heading shown over the BOSS categories (the 22nd label of the spec; also an interest). */
export const BOSS_CATEGORY_HEADING = 'Guitar & BOSS';

/** The category with this id, if any. */
export function registrationCategoryById(id: number): RegistrationCategory | undefined {
  return REGISTRATION_CATEGORIES.find((category) => category.id === id);
}

/**
 * The registration categories a product of this brand may carry. PROAV gear registers as Video (23);
 * cloud memberships and the drum brands have no registration category (null in the catalogue).
 */
export function registrationCategoryIdsOf(brand: Brand): readonly number[] {
  if (brand === 'ROLAND') return ids('Roland');
  if (brand === 'BOSS') return ids('Boss');
  if (brand === 'PROAV') return [VIDEO_CATEGORY_ID];
  return [];
}

/** The Video category: Roland's, and the only one PROAV gear registers under. */
export const VIDEO_CATEGORY_ID = 23;

const ids = (brand: RegistrationCategory['brand']) =>
  REGISTRATION_CATEGORIES.filter((category) => category.brand === brand).map((category) => category.id);
