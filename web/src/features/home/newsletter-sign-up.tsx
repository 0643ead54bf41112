import type { UserResponse } from '@backstage/domain';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/lib/api/update-profile';

/** The newsletter sign-up (docs/product.md#home-after-sign-in), offered only while the account does not get the newsletter. */
export function NewsletterSignUp({ profile }: { profile: UserResponse }) {
  const { t } = useTranslation('homeDashboard');
  const update = useUpdateProfile();
  if (profile.allowEmail && !update.isSuccess) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="home-newsletter-title">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography id="home-newsletter-title" variant="h5" component="h2">
            {t('newsletter.title')}
          </Typography>
          {update.isSuccess ? (
            <Alert severity="success">{t('newsletter.done')}</Alert>
          ) : (
            <>
              <Typography>{t('newsletter.text')}</Typography>
              {update.isError && <Alert severity="error">{t('newsletter.failed')}</Alert>}
              <Button
                variant="contained"
                disabled={update.isPending}
                onClick={() =>
                  update.mutate({ allowEmail: true, mailFormatType: profile.mailFormatType ?? 'html' })
                }
              >
                {t('newsletter.signUp')}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
