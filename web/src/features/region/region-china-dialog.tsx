import { CHINA_PORTAL_URL } from '@backstage/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product.md#china-notice: the service is not offered in China; the user may move to the Chinese portal or stay. */
export function RegionChinaDialog({ open, onStay }: { open: boolean; onStay: () => void }) {
  const { t } = useTranslation('region');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('china.title')}</DialogTitle>
      <DialogContent id={textId}>
        <DialogContentText gutterBottom>{t('china.text')}</DialogContentText>
        <DialogContentText>{t('china.offer')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay}>{t('china.stay')}</Button>
        <Button variant="contained" href={CHINA_PORTAL_URL} lang="zh-CN">
          {t('china.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
