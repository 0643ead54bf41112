/** The console's sections, in the order of its navigation; each is `/admin/{section}`. */
export const ADMIN_SECTIONS = ['customers', 'help-desk', 'texts', 'audit', 'staff'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
