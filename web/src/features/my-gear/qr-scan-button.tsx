import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Button } from '@mui/material';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/lib/ui/snackbar';
import { isSmartphone } from './is-smartphone';

// The scanner library loads only when someone scans.
const QrScanDialog = lazy(() => import('./qr-scan-dialog').then((m) => ({ default: m.QrScanDialog })));

/** "Scan the QR code" of a registration card; on a desktop it says "Smartphone only." (docs/product.md#qr-registration). */
export function QrScanButton() {
  const { t } = useTranslation('myGear');
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const onModel = useCallback(
    (modelCode: string) => {
      setOpen(false);
      navigate(`/mygear/register_product?mdl=${encodeURIComponent(modelCode)}`);
    },
    [navigate],
  );
  return (
    <>
      <Button
        startIcon={<QrCodeScannerIcon />}
        variant="outlined"
        onClick={() => (isSmartphone() ? setOpen(true) : snackbar.show(t('qr.smartphoneOnly'), 'info'))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('qr.scan')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <QrScanDialog onModel={onModel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
