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
  const { t } = useTranslation('oidc');
  const consent = useSearchParams()[0].get('consent') ?? '';
  const question = useOidcConsent(consent);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const client = question.data?.clientName ?? '';
  usePageTitle(question.data ? t('consent.title', { client }) : t('consent.pageTitle'));

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
        <SectionCard title={t('consent.pageTitle')} heading="h1">
          <Alert severity="error">{t('consent.expired')}</Alert>
        </SectionCard>
      </PageContainer>
    );
  const asked = OIDC_SCOPES.filter((scope) => question.data.scopes.includes(scope));
  return (
    <PageContainer narrow>
      <SectionCard title={t('consent.title', { client })} heading="h1">
        <Typography>{t('consent.account', { email: question.data.email })}</Typography>
        <Typography>{t('consent.intro', { client })}</Typography>
        <List dense aria-label={t('consent.listLabel', { client })} sx={{ listStyle: 'disc', pl: 3 }}>
          {asked.map((scope) => (
            <ListItem key={scope} sx={{ display: 'list-item', pl: 0 }}>
              {t(`consent.scopes.${scope}`)}
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {t('consent.note')}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => answer(true)} disabled={busy}>
            {t('consent.allow')}
          </Button>
          <Button variant="outlined" onClick={() => answer(false)} disabled={busy}>
            {t('consent.deny')}
          </Button>
        </Stack>
      </SectionCard>
    </PageContainer>
  );
}
