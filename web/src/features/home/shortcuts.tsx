import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButtons } from '@/lib/ui/link-buttons';

/** Shortcuts to support, Tools, Homes and the account's settings (docs/product.md#home-after-sign-in). */
export function Shortcuts() {
  const { t } = useTranslation('homeDashboard');
  const links = [
    { to: '/support', label: t('shortcuts.support') },
    { to: '/tools', label: t('shortcuts.tools') },
    { to: '/homes', label: t('shortcuts.homes') },
    { to: '/settings/profile', label: t('shortcuts.profile') },
    { to: '/settings/settings', label: t('shortcuts.settings') },
    { to: '/logout', label: t('shortcuts.signOut') },
  ];
  return (
    <Stack component="nav" aria-labelledby="home-shortcuts-title" spacing={1.5}>
      <Typography id="home-shortcuts-title" variant="h5" component="h2">
        {t('shortcuts.title')}
      </Typography>
      <LinkButtons links={links} noMain />
    </Stack>
  );
}
