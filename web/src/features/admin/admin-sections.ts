import type { StaffRole } from '@backstage/domain';

/** The console's sections, in the order of its navigation, each with the role it needs; each is `/admin/{section}`. */
export const ADMIN_SECTIONS = [
  { section: 'customers', role: 'support' },
  { section: 'help-desk', role: 'support' },
  { section: 'texts', role: 'content' },
  { section: 'audit', role: 'admin' },
  { section: 'staff', role: 'admin' },
] as const satisfies readonly { section: string; role: StaffRole }[];
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['section'];

/** The sections a staff member's roles open, in navigation order. */
export const sectionsFor = (roles: readonly StaffRole[]): AdminSection[] =>
  ADMIN_SECTIONS.filter((entry) => roles.includes(entry.role)).map((entry) => entry.section);
