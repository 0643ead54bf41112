import { Alert, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { AdminNav } from './admin-nav';
import { AdminRefusal } from './admin-refusal';
import { type AdminSection, sectionsFor } from './admin-sections';
import { useStaffSelf } from './api/get-staff-self';
import { NotForYourAccount } from './not-for-your-account';
import { refusalKind } from './refusal-kind';

// Each section is a chunk of its own, fetched when a staff member opens it (ADR 086): the console's first load
// is its frame and the first section its roles open, and a customer's "not for your account" page none of them.
const CustomersSection = lazy(() =>
  import('./customers/customers-section').then((m) => ({ default: m.CustomersSection })),
);
const HelpDeskSection = lazy(() =>
  import('./help-desk/help-desk-section').then((m) => ({ default: m.HelpDeskSection })),
);
const TextsSection = lazy(() => import('./texts/texts-section').then((m) => ({ default: m.TextsSection })));
const AuditSection = lazy(() => import('./audit/audit-section').then((m) => ({ default: m.AuditSection })));
const StaffSection = lazy(() => import('./staff/staff-section').then((m) => ({ default: m.StaffSection })));

/**
 * The staff console, `/admin/{section}/{id}` (docs/product.md#staff-console): customer lookup and actions and
 * the help desk (support), culture texts (content), the audit log and staff roles (admin). The staff member's
 * own admin record says which sections to show; every call is still the server's to refuse.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { section, id } = useParams();
  const self = useStaffSelf();
  usePageTitle(t('title'));
  if (self.isPending) return <CenteredSpinner />;
  if (self.isError && refusalKind(self.error) === 'notForYou') return <NotForYourAccount />;
  const sections = self.data ? sectionsFor(self.data.roles) : [];
  const current = sections.find((s) => s === section);
  if (self.isSuccess && self.data.secondFactor && sections.length > 0 && !current)
    return <Navigate to={`/admin/${sections[0]}`} replace />;
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Typography variant="h1">{t('title')}</Typography>
        {self.isError && <AdminRefusal error={self.error} />}
        {self.isSuccess && !self.data.secondFactor && <AdminRefusal error="twoStep" />}
        {self.isSuccess && self.data.secondFactor && sections.length === 0 && (
          <Alert severity="info">{t('noRoles')}</Alert>
        )}
        {current && self.data?.secondFactor && (
          <>
            <AdminNav sections={sections} current={current} />
            <Suspense fallback={<CenteredSpinner />}>
              <Section section={current} id={id} cultures={self.data.managingCultureCodes} />
            </Suspense>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

function Section({
  section,
  id,
  cultures,
}: {
  section: AdminSection;
  id: string | undefined;
  cultures: string[];
}) {
  switch (section) {
    case 'customers':
      return <CustomersSection key={id ?? ''} customerId={id} />;
    case 'help-desk':
      return <HelpDeskSection ticketId={id} />;
    case 'texts':
      return <TextsSection key={id ?? ''} cultureCode={id} cultures={cultures} />;
    case 'audit':
      return <AuditSection />;
    case 'staff':
      return <StaffSection />;
  }
}
