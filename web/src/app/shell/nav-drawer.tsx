import type { SidebarPosition } from '@backstage/domain';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CultureSelect } from '@/i18n';
import { isSignedIn } from '@/lib/credentials';
import { BrandLogo } from '@/theme';
import { SIGNED_IN_NAV, VISITOR_NAV } from './nav-items';

interface Props {
  open: boolean;
  onClose(): void;
  side: SidebarPosition;
  onSideChange(side: SidebarPosition): void;
}

/** The navigation drawer, on the remembered side, with language and side choices. */
export function NavDrawer({ open, onClose, side, onSideChange }: Props) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Drawer anchor={side} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <BrandLogo />
          <IconButton onClick={onClose} aria-label={t('a11y.closeMenu')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List>
          {(isSignedIn() ? SIGNED_IN_NAV : VISITOR_NAV).map((item) => (
            <ListItem key={item.route} disablePadding>
              <ListItemButton
                component={Link}
                to={item.path}
                selected={pathname === item.path}
                aria-current={pathname === item.path ? 'page' : undefined}
                onClick={onClose}
              >
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
          <CultureSelect />
          <div>
            <Typography id="sidebar-position-label" variant="body2" color="text.secondary" gutterBottom>
              {t('sidebar.position')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={side}
              aria-labelledby="sidebar-position-label"
              onChange={(_, value: SidebarPosition | null) => value && onSideChange(value)}
            >
              <ToggleButton value="left">{t('sidebar.left')}</ToggleButton>
              <ToggleButton value="right">{t('sidebar.right')}</ToggleButton>
            </ToggleButtonGroup>
          </div>
        </Box>
      </Box>
    </Drawer>
  );
}
