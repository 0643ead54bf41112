import type { SidebarPosition } from '@backstage/domain';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/theme';

/**
 * The toolbar: brand wordmark home link and the menu button on the drawer's side. Without `onMenu` (the app
 * client's screens, docs/product.md#app-client-screens) it is the wordmark alone: no menu, no way into the portal.
 */
export function TopBar({ side, onMenu }: { side: SidebarPosition; onMenu?: () => void }) {
  const { t } = useTranslation('shell');
  const menu = onMenu && (
    <IconButton edge={side === 'left' ? 'start' : 'end'} onClick={onMenu} aria-label={t('a11y.openMenu')}>
      <MenuIcon />
    </IconButton>
  );
  return (
    <AppBar
      component="div"
      position="sticky"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {side === 'left' && menu}
        {onMenu ? (
          <Box
            component={Link}
            to="/"
            aria-label={t('nav.home')}
            sx={{ textDecoration: 'none', display: 'flex' }}
          >
            <BrandLogo />
          </Box>
        ) : (
          <Box sx={{ display: 'flex' }}>
            <BrandLogo />
          </Box>
        )}
        <Box
          component="span"
          sx={{ ml: 1, color: 'text.secondary', fontWeight: 600, display: { xs: 'none', sm: 'inline' } }}
        >
          Backstage
        </Box>
        <Box sx={{ flex: 1 }} />
        {side === 'right' && menu}
      </Toolbar>
    </AppBar>
  );
}
