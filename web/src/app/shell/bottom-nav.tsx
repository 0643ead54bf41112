import type { RouteName } from '@backstage/domain';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import HomeIcon from '@mui/icons-material/Home';
import PianoIcon from '@mui/icons-material/Piano';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BOTTOM_NAV, type NavItem } from './nav-items';

const ICONS: Partial<Record<RouteName, ReactNode>> = {
  Home: <HomeIcon />,
  MyGear: <PianoIcon />,
  MyFeed: <DynamicFeedIcon />,
  Support: <SupportAgentIcon />,
  AccountSettings: <SettingsIcon />,
};

/** The entry a path belongs to: `/` only itself, the others with their sub-paths (`/settings/profile`). */
function currentItem(pathname: string): NavItem | undefined {
  return BOTTOM_NAV.find((item) =>
    item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`),
  );
}

/**
 * Bottom navigation on phone widths for signed-in routes whose chrome shows it (docs/product.md#shell): the
 * main destinations. Fixed to the screen's foot; the shell pads the page by `--bottom-bar-height` so the
 * bar never covers content.
 */
export function BottomNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Paper
      component="nav"
      aria-label={t('nav.bottom')}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        bottom: 0,
        insetInline: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
        display: { md: 'none' },
      }}
    >
      <BottomNavigation
        showLabels
        value={currentItem(pathname)?.path ?? false}
        onChange={(_, path: string) => navigate(path)}
      >
        {BOTTOM_NAV.map((item) => (
          <BottomNavigationAction
            key={item.path}
            value={item.path}
            label={t(item.shortLabelKey ?? item.labelKey)}
            icon={ICONS[item.route] ?? <HomeIcon />}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
