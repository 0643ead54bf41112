import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The back-to-top button, shown while `visible`. */
export default function ScrollToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation('shell');
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
