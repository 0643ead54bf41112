import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modelCodeFromQr } from './is-smartphone';

/** The phone camera reading a registration card's QR code (qr-scanner); hands back the model code. */
export function QrScanDialog({ onModel, onClose }: { onModel(modelCode: string): void; onClose(): void }) {
  const { t } = useTranslation('myGear');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!video.current) return;
    const scanner = new QrScanner(
      video.current,
      (result) => {
        const modelCode = modelCodeFromQr(result.data);
        if (modelCode) onModel(modelCode);
        else setError(t('qr.notRegistrationCard'));
      },
      { preferredCamera: 'environment', highlightScanRegion: true, returnDetailedScanResult: true },
    );
    scanner.start().catch(() => setError(t('qr.noCamera')));
    return () => scanner.destroy();
  }, [onModel, t]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="qr-scan-title">
      <DialogTitle id="qr-scan-title">{t('qr.title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={t('qr.camera')}
          sx={{ width: '100%', borderRadius: 1, bgcolor: 'black' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('edit.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
