import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Appears after scrolling down a screen's height; takes the page back to the top. Drawn from the first time it
 * is needed: a hidden button was a few ms of every first page's start (docs/decisions/052-*).
 */
export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const update = () => {
      const below = window.scrollY > window.innerHeight;
      setVisible(below);
      if (below) setNeeded(true);
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!needed) return null;
  return (
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={t('a11y.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        // Above the phone's bottom bar when it shows.
        sx={{ position: 'fixed', right: 16, bottom: 'calc(var(--bottom-bar-height, 0px) + 24px)' }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
