import { Box, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { BrandLogo } from '../../theme';

const FEATURES = ['myGear', 'support', 'productInfo'] as const;

/** HomeLogin: the home before sign-in, saying what the account gives an owner. */
export default function HomeLoginPage() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ py: { xs: 5, md: 9 } }}>
          <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
            <BrandLogo size="large" />
            <Typography variant="h1">{t('headline')}</Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              {t('intro')}
            </Typography>
          </Stack>
        </Container>
      </Box>
      <Container sx={{ py: { xs: 4, md: 7 } }}>
        <Typography variant="h2" gutterBottom>
          {t('featuresHeading')}
        </Typography>
        <Grid container spacing={3}>
          {FEATURES.map((feature) => (
            <Grid key={feature} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" gutterBottom>
                    {t(`features.${feature}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`features.${feature}.text`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
