import type { Brand } from './brands';
import { addMonths, DAY_MS } from './cloud-billing';

/** docs/product.md#warranty: where a unit's warranty stands; `unknown` only while the purchase date is missing. */
export const WARRANTY_STATUSES = ['active', 'expired', 'unknown'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

/** A warranty as every registered product answers it (docs/product.md#warranty). */
export interface Warranty {
  status: WarrantyStatus;
  /** The last day covered, YYYY-MM-DD; null while the purchase date is missing. */
  endsOn: string | null;
  /** Months of cover in all, the registration's extra months included. */
  months: number;
  extendedByRegistration: boolean;
}

/**
 * Warranty terms of a brand, or of one registration category of it (docs/product.md#warranty; figures in
 * `server/seed/warranty-terms.json`, ADR 066): months from the purchase date, and the extra months a
 * registration within `registrationWindowDays` of the purchase adds (0 where the brand gives none).
 */
export interface WarrantyTerms {
  brand: Brand;
  /** Registration category; null: the brand's terms for every product without terms of its own. */
  categoryId: number | null;
  months: number;
  registrationBonusMonths: number;
  registrationWindowDays: number;
}

/** Days before a warranty's last day that its reminder mail goes out, once (docs/product.md#warranty). */
export const WARRANTY_REMINDER_DAYS = 30;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar day (UTC) of an instant, YYYY-MM-DD. */
export const dayOf = (instant: Date | string): string => iso(new Date(instant).getTime());

/** Days from `from` to `to` (YYYY-MM-DD each); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The same day (YYYY-MM-DD) `months` later (or earlier), held to the month's last day. */
export const addMonthsToDay = (day: string, months: number): string =>
  iso(addMonths(new Date(toUtc(day)), months).getTime());

/** A day (YYYY-MM-DD) `days` later (or earlier). */
export const addDaysToDay = (day: string, days: number): string => iso(toUtc(day) + days * DAY_MS);

/** The terms for a product: its category's row of the brand, else the brand's own row. */
export function warrantyTermsFor(
  terms: readonly WarrantyTerms[],
  brand: string,
  categoryId: number | null | undefined,
): WarrantyTerms | undefined {
  const ofBrand = terms.filter((row) => row.brand === brand);
  return (
    ofBrand.find((row) => categoryId != null && row.categoryId === categoryId) ??
    ofBrand.find((row) => row.categoryId === null)
  );
}

/**
 * docs/product.md#warranty: the cover runs from the purchase date for the terms' months, plus the bonus
 * months when the unit was registered within the window after purchase; `endsOn` is the day before the same
 * date that many months later, and the warranty is active up to and including it. It follows the unit: the
 * first registration's date counts, whoever owns it now. Without terms the product has no cover (0 months).
 */
export function warrantyOf(
  unit: { purchaseDate?: string | null; registeredOn: string },
  terms: Pick<WarrantyTerms, 'months' | 'registrationBonusMonths' | 'registrationWindowDays'> | undefined,
  today: string,
): Warranty {
  const base = terms?.months ?? 0;
  if (!unit.purchaseDate)
    return { status: 'unknown', endsOn: null, months: base, extendedByRegistration: false };
  // Only a purchase on or before the registration earns the bonus: a date typed later than the registration
  // says nothing about registering soon after buying (issue 42, docs/decisions/074-*).
  const days = daysBetween(unit.purchaseDate, unit.registeredOn);
  const extended =
    !!terms && terms.registrationBonusMonths > 0 && days >= 0 && days <= terms.registrationWindowDays;
  const months = base + (extended ? terms.registrationBonusMonths : 0);
  const endsOn = addDaysToDay(addMonthsToDay(unit.purchaseDate, months), -1);
  return { status: today <= endsOn ? 'active' : 'expired', endsOn, months, extendedByRegistration: extended };
}

/** Whether a warranty is still running (My Gear's "in warranty" filter). */
export const inWarranty = (warranty: Warranty): boolean => warranty.status === 'active';

/** Whether the reminder is due today: active and ending within WARRANTY_REMINDER_DAYS. */
export const warrantyReminderDue = (warranty: Warranty, today: string): boolean =>
  warranty.status === 'active' && daysBetween(today, warranty.endsOn!) <= WARRANTY_REMINDER_DAYS;

/**
 * My Gear's "warranty ending first" order: running warranties by their last day, then ended ones (latest
 * first), then unknown ones.
 */
export function compareWarranty(a: Warranty, b: Warranty): number {
  const rank = (w: Warranty) => ({ active: 0, expired: 1, unknown: 2 })[w.status];
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (!a.endsOn || !b.endsOn) return 0;
  return a.status === 'active' ? a.endsOn.localeCompare(b.endsOn) : b.endsOn.localeCompare(a.endsOn);
}

/** The line a support ticket carries about the product's warranty (docs/product.md#warranty). */
export function warrantyTicketLine(warranty: Warranty): string {
  const extension = warranty.extendedByRegistration ? ', extended by registration' : '';
  if (warranty.status === 'active') return `Warranty: in warranty until ${warranty.endsOn}${extension}`;
  if (warranty.status === 'expired') return `Warranty: ended ${warranty.endsOn}`;
  return 'Warranty: unknown (no purchase date)';
}
