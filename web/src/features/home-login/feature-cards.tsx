import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: 'myGear' | 'support' | 'productInfo'; icon: ReactNode }[] = [
  { key: 'myGear', icon: <InventoryIcon /> },
  { key: 'support', icon: <SupportAgentIcon /> },
  { key: 'productInfo', icon: <MenuBookIcon /> },
];

/** The three things an account gives: My Gear, Support, Product information. */
export function FeatureCards() {
  const { t } = useTranslation('home');
  return (
    <Container component="section" aria-labelledby="home-features" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography id="home-features" variant="h2" sx={{ mb: 3 }}>
        {t('featuresHeading')}
      </Typography>
      <Grid container spacing={3}>
        {FEATURES.map(({ key, icon }) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    display: 'inline-flex',
                    p: 1.25,
                    mb: 2,
                    borderRadius: '50%',
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, 0.12),
                  })}
                >
                  {icon}
                </Box>
                <Typography variant="h3" gutterBottom>
                  {t(`features.${key}.title`)}
                </Typography>
                <Typography color="text.secondary">{t(`features.${key}.text`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
