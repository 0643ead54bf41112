import { OIDC_SCOPES } from '@backstage/domain';
import { Alert, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { SectionCard } from '@/lib/ui/section-card';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { answerOidcConsent } from './api/answer-oidc-consent';
import { useOidcConsent } from './api/get-oidc-consent';

/**
 * OAuth2Consent (ADR 088): a third-party app asks to use the account. The page names the app, what it would
 * get in plain words, and the account; "Allow" and "Deny" both go back to the app's registered address.
 */
export default function OAuth2ConsentPage() {
  const { t } = useTranslation('auth');
  const consent = useSearchParams()[0].get('consent') ?? '';
  const question = useOidcConsent(consent);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const client = question.data?.clientName ?? '';
  usePageTitle(question.data ? t('oidcConsent.title', { client }) : t('oidcConsent.pageTitle'));

  const answer = (allow: boolean) => {
    setBusy(true);
    answerOidcConsent(consent, allow).then(
      ({ redirectTo }) => window.location.assign(redirectTo),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };

  if (question.isPending && consent) return <CenteredSpinner />;
  if (!question.data || failed)
    return (
      <PageContainer narrow>
        <SectionCard title={t('oidcConsent.pageTitle')} heading="h1">
          <Alert severity="error">{t('oidcConsent.expired')}</Alert>
        </SectionCard>
      </PageContainer>
    );
  const asked = OIDC_SCOPES.filter((scope) => question.data.scopes.includes(scope));
  return (
    <PageContainer narrow>
      <SectionCard title={t('oidcConsent.title', { client })} heading="h1">
        <Typography>{t('oidcConsent.account', { email: question.data.email })}</Typography>
        <Typography>{t('oidcConsent.intro', { client })}</Typography>
        <List dense aria-label={t('oidcConsent.listLabel', { client })} sx={{ listStyle: 'disc', pl: 3 }}>
          {asked.map((scope) => (
            <ListItem key={scope} sx={{ display: 'list-item', pl: 0 }}>
              {t(`oidcConsent.scopes.${scope}`)}
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {t('oidcConsent.note')}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => answer(true)} disabled={busy}>
            {t('oidcConsent.allow')}
          </Button>
          <Button variant="outlined" onClick={() => answer(false)} disabled={busy}>
            {t('oidcConsent.deny')}
          </Button>
        </Stack>
      </SectionCard>
    </PageContainer>
  );
}
