import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../app/shell/app-shell';
import { CenteredSpinner } from '../../app/shell/progress';
import { usePageTitle } from '../../app/use-page-title';
import { getMe } from './api/get-me';

/** Home after sign-in: a greeting and the account's way out; My Gear and the feed join with their issues. */
export default function HomePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('home.title'));
  const me = useQuery({ queryKey: ['me'], queryFn: getMe });
  if (me.isPending) return <CenteredSpinner />;
  return (
    <PageContainer>
      <Stack spacing={3}>
        <Typography variant="h1">
          {me.data ? t('home.greeting', { name: me.data.firstName }) : t('home.title')}
        </Typography>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography>{t('home.signedInAs', { email: me.data?.email ?? '' })}</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
                <Button component={Link} to="/mygear" variant="contained">
                  {t('home.myGear')}
                </Button>
                <Button component={Link} to="/settings" variant="outlined">
                  {t('settings.title')}
                </Button>
                <Button component={Link} to="/logout" variant="outlined">
                  {t('home.signOut')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}
