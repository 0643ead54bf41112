import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';

/** 404: the page does not exist; offers the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation('notFound');
  usePageTitle(t('title'));
  return (
    <PageContainer narrow>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* The status code is decoration for sighted visitors; the heading says it in words. */}
        <Typography
          aria-hidden
          component="p"
          sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 900, lineHeight: 1, color: 'primary.main' }}
        >
          404
        </Typography>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography>{t('text')}</Typography>
        <Button component={Link} to="/" variant="contained">
          {t('home')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
