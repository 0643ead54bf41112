import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useProfile } from '@/lib/api/get-profile';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { AdminNav } from './admin-nav';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';
import { AuditSection } from './audit/audit-section';
import { CustomersSection } from './customers/customers-section';
import { HelpDeskSection } from './help-desk/help-desk-section';
import { NotForYourAccount } from './not-for-your-account';
import { StaffSection } from './staff/staff-section';
import { TextsSection } from './texts/texts-section';

const isSection = (value: string | undefined): value is AdminSection =>
  ADMIN_SECTIONS.includes(value as AdminSection);

/**
 * The staff console, `/admin/{section}/{id}` (docs/product.md#staff-console): customer lookup and actions, the
 * help desk, culture texts, the audit log and staff roles. Only the maker's staff get a console; each call is
 * still the server's to refuse by role and second factor.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { section, id } = useParams();
  const profile = useProfile();
  usePageTitle(t('title'));
  if (!isSection(section)) return <Navigate to="/admin/customers" replace />;
  if (profile.isPending) return <CenteredSpinner />;
  // docs/product.md#staff-access: only the maker's staff are sent managingCultureCodes.
  if (!profile.data?.managingCultureCodes) return <NotForYourAccount />;
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Typography variant="h1">{t('title')}</Typography>
        <AdminNav current={section} />
        {section === 'customers' && <CustomersSection key={id ?? ''} customerId={id} />}
        {section === 'help-desk' && <HelpDeskSection ticketId={id} />}
        {section === 'texts' && <TextsSection key={id ?? ''} cultureCode={id} />}
        {section === 'audit' && <AuditSection />}
        {section === 'staff' && <StaffSection />}
      </Stack>
    </PageContainer>
  );
}
