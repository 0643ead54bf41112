import { CONTACT_US_FORM } from '@backstage/domain';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/api/get-profile';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useSignedIn } from '@/lib/use-signed-in';
import { SignInPrompt } from './sign-in-prompt';
import { SupportForm } from './support-form';

/**
 * ContactUs, `/contact-us` (docs/product.md#contact-us; Roland Cloud's is the cloud feature's): contact name, e-mail,
 * subject and details, sent as a ticket like the support forms. Signed out, it asks the visitor to sign in
 * and comes back here afterwards with the same query (the route keeps its `redirect` query).
 */
export default function ContactUsPage() {
  const { t } = useTranslation('support');
  usePageTitle(t(`forms.${CONTACT_US_FORM}.title`));
  const signedIn = useSignedIn();
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{t('title')}</Typography>
        {signedIn ? <ContactUsForm /> : <SignInPrompt />}
      </Stack>
    </PageContainer>
  );
}

function ContactUsForm() {
  const profile = useProfile();
  if (profile.isPending) return null;
  return <SupportForm formId={CONTACT_US_FORM} profile={profile.data} products={[]} />;
}
