import { SIGNUP_PATH } from '@backstage/domain';
import { Box, Button, Container, Grid, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HydrateLater } from '@/lib/hydration/hydrate-later';
import { BrandLogo } from '@/theme';

/** The hero of the home before sign-in: brand, promise, the sign-in form beside it and account creation. */
export function HomeHero({ aside }: { aside: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Box
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        // A wash of the brand colour keeps the wide hero from looking empty on desktop.
        background: `linear-gradient(120deg, ${theme.palette.background.paper} 45%, ${alpha(theme.palette.primary.main, 0.14)})`,
      })}
    >
      <Container sx={{ py: { xs: 5, md: 10 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
              <HydrateLater>
                <BrandLogo size="large" />
                <Typography variant="h1">{t('headline')}</Typography>
                <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {t('intro')}
                </Typography>
              </HydrateLater>
              <HydrateLater>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
                  <Button component={Link} to={SIGNUP_PATH} variant="outlined" size="large">
                    {t('createAccount')}
                  </Button>
                </Stack>
              </HydrateLater>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>{aside}</Grid>
        </Grid>
      </Container>
    </Box>
  );
}
