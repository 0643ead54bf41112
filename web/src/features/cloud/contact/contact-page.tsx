import type { SupportRequestCreatedResponse } from '@backstage/domain';
import { Alert, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButtons } from '@/lib/ui/link-buttons';
import { useSignedIn } from '@/lib/use-signed-in';
import { CloudPage } from '../cloud-page';
import { SignInPrompt } from '../sign-in-prompt';
import { ContactForm } from './contact-form';

/** After sending: the ticket number and when the team answers (docs/product.md#support-times). */
function Sent({ created }: { created: SupportRequestCreatedResponse }) {
  const { t } = useTranslation('cloud');
  return (
    <Card variant="outlined" component="section" aria-labelledby="contact-sent-title">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id="contact-sent-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
            {t('contact.thanksTitle')}
          </Typography>
          <Alert severity="success">{t('contact.ticket', { id: created.id })}</Alert>
          <Typography>{t('contact.replyWithin', { hours: created.replyWithinHours })}</Typography>
          <LinkButtons
            links={[
              { to: '/support/requests', label: t('contact.myRequests') },
              { to: '/cloud', label: t('home.title') },
            ]}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * ContactUs on Roland Cloud (`/cloud/contact-us/`, docs/product.md#cloud-contact): a visitor is asked to sign
 * in there; a member writes to the team and the message becomes a help-desk ticket.
 */
export default function ContactPage() {
  const { t } = useTranslation('cloud');
  const signedIn = useSignedIn();
  const [created, setCreated] = useState<SupportRequestCreatedResponse | null>(null);
  return (
    <CloudPage title={t('contact.title')}>
      {!signedIn ? (
        <SignInPrompt message={t('contact.signInFirst')} />
      ) : created ? (
        <Sent created={created} />
      ) : (
        <>
          <Typography>
            {t('contact.intro')}{' '}
            <MuiLink component={Link} to="/cloud/faq">
              {t('contact.faqLink')}
            </MuiLink>
          </Typography>
          <ContactForm onSent={setCreated} />
        </>
      )}
    </CloudPage>
  );
}
