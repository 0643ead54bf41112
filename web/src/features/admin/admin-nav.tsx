import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';

/** The console's sections as links; the current one is marked for screen readers. Wraps on a phone. */
export function AdminNav({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="nav" aria-label={t('nav.label')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {ADMIN_SECTIONS.map((section) => (
        <Button
          key={section}
          component={RouterLink}
          to={`/admin/${section}`}
          variant={section === current ? 'contained' : 'outlined'}
          aria-current={section === current ? 'page' : undefined}
        >
          {t(`nav.${section}`)}
        </Button>
      ))}
    </Stack>
  );
}
