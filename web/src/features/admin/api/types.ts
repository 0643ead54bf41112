/**
 * The staff console's answers as shared/DESIGN.md's "staff console" row gives them, until the domain holds their
 * response schemas (the server's branch adds them; these types then come from `@backstage/domain`, ADR 070).
 */
export const STAFF_ROLES = ['support', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = [
  'resendActivation',
  'unlock',
  'sendPasswordReset',
  'resetTwoStep',
  'removePasskey',
  'signOutEverywhere',
  'cancelTransfer',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export interface Page<T> {
  data: T[];
  next: string | null;
}

export interface CustomerHit {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  state: string;
}

export interface AccountView {
  profile: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    country?: string | null;
    cultureCode?: string | null;
    createDate?: string | null;
  };
  state: {
    activated: boolean;
    lockedUntil: string | null;
    twoStep: boolean;
    passkeys: { id: string; name: string; createDate?: string }[];
  };
  signIns: { time: string; kind: string; country?: string | null; client?: string | null }[];
  sessions: { id: string; client?: string | null; lastSeen: string; device?: string | null }[];
  registeredProducts: {
    id: number;
    productName: string;
    serialCode: string;
    warrantyEnd?: string | null;
    openTransfer?: { id: string; toEmail: string; createDate: string } | null;
  }[];
  tickets: { id: number; subject: string; status: string; createDate: string }[];
  subscriptions: { id: string; name: string; status: string; renewDate?: string | null }[];
}

export interface AuditEntry {
  at: string;
  staffEmail: string;
  role: StaffRole;
  action: string;
  userId: string;
  reason: string | null;
}

export interface StaffMember {
  userId: string;
  email: string;
  roles: StaffRole[];
  managingCultureCodes: string[];
}

export interface CultureText {
  namespace: string;
  key: string;
  source: string;
  shipped: string | null;
  override: string | null;
  published: string | null;
}

/** A customer's view of what staff did on their account (the security centre). */
export interface StaffActionEntry {
  at: string;
  action: StaffAction;
  reason: string;
}
