import type {
  AuditListResponse,
  CultureTextListResponse,
  StaffListResponse,
  StaffUserSearchResponse,
} from '@backstage/domain';

// The console's answers, named once from the domain's response schemas (ADR 070).
export type CustomerHit = StaffUserSearchResponse['data'][number];
export type AuditEntry = AuditListResponse['data'][number];
export type StaffMember = StaffListResponse['data'][number];
export type CultureText = CultureTextListResponse['data'][number];
