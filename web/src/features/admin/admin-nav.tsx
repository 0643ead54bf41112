import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminSection } from './admin-sections';

/** The sections the staff member's roles open, as links; the current one is marked for screen readers. */
export function AdminNav({ sections, current }: { sections: AdminSection[]; current: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="nav" aria-label={t('nav.label')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {sections.map((section) => (
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
