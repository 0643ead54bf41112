import HomeIcon from '@mui/icons-material/Home';
import PolicyIcon from '@mui/icons-material/Policy';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

// Later issues add My Gear, My Feed, Support and Settings as their screens arrive.
const ITEMS = [
  { path: '/', labelKey: 'nav.home', icon: <HomeIcon /> },
  { path: '/privacy', labelKey: 'nav.privacy', icon: <PolicyIcon /> },
];

/** Bottom navigation on phone widths for routes whose chrome shows it. */
export function BottomNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Paper
      component="nav"
      aria-label={t('nav.bottom')}
      elevation={8}
      sx={{ position: 'sticky', bottom: 0, display: { md: 'none' } }}
    >
      <BottomNavigation showLabels value={pathname} onChange={(_, path: string) => navigate(path)}>
        {ITEMS.map((item) => (
          <BottomNavigationAction
            key={item.path}
            value={item.path}
            label={t(item.labelKey)}
            icon={item.icon}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
