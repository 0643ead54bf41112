import { LOGIN_PATH, SIGNUP_PATH } from '@backstage/domain';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../theme';

/** The hero of the home before sign-in: brand, promise, and the ways in (sign in, create account). */
export function HomeHero() {
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
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          <BrandLogo size="large" />
          <Typography variant="h1">{t('headline')}</Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {t('intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <Button component={Link} to={LOGIN_PATH} variant="contained" size="large">
              {t('signIn')}
            </Button>
            <Button component={Link} to={SIGNUP_PATH} variant="outlined" size="large">
              {t('createAccount')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
