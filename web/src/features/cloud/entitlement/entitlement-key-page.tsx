import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useSignedIn } from '@/lib/use-signed-in';
import { useAllProducts } from '../api/get-all-products';
import { useRegisterKey } from '../api/register-key';
import { CloudPage } from '../cloud-page';
import { SignInPrompt } from '../sign-in-prompt';

/** EntitlementKey (docs/product.md#entitlement): a lifetime key, or a hardware product and its serial number. */
export default function EntitlementKeyPage() {
  const { t } = useTranslation('cloud');
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [mode, setMode] = useState<'key' | 'hardware'>('key');
  const [key, setKey] = useState(query.get('key') ?? '');
  const [hardware, setHardware] = useState('');
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const catalogue = useAllProducts();
  const register = useRegisterKey();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'key' && !key.trim()) return setError({ field: 'key', message: t('key.keyRequired') });
    if (mode === 'hardware' && !hardware)
      return setError({ field: 'hardware', message: t('key.hardwareRequired') });
    if (mode === 'hardware' && !serial.trim())
      return setError({ field: 'serial', message: t('key.serialRequired') });
    setError(null);
    try {
      const answer = await register.mutateAsync(
        mode === 'key' ? { key } : { key: serial, productCode: hardware },
      );
      // The redirect query stays with the visit (docs/product.md#routes).
      const redirect = query.get('redirect');
      navigate(
        `/thank-you-key?product=${encodeURIComponent(answer.product.name)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
      );
    } catch (failure) {
      setError({ field: mode === 'key' ? 'key' : 'serial', message: (failure as Error).message });
    }
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <CloudPage title={t('key.title')}>
      {!signedIn ? (
        <SignInPrompt message={t('key.signInFirst')} />
      ) : (
        <Stack component="form" onSubmit={submit} spacing={2} noValidate sx={{ maxWidth: 520 }}>
          <ToggleButtonGroup
            exclusive
            value={mode}
            onChange={(_, v) => v && setMode(v)}
            aria-label={t('key.mode')}
          >
            <ToggleButton value="key">{t('key.byKey')}</ToggleButton>
            <ToggleButton value="hardware">{t('key.byHardware')}</ToggleButton>
          </ToggleButtonGroup>
          {mode === 'key' ? (
            <TextField
              label={t('key.key')}
              value={key}
              onChange={(e) => setKey(e.target.value)}
              required
              error={!!errorOf('key')}
              helperText={errorOf('key') ?? t('key.keyHint')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          ) : (
            <>
              <TextField
                select
                label={t('key.hardware')}
                value={hardware}
                onChange={(e) => setHardware(e.target.value)}
                required
                error={!!errorOf('hardware')}
                helperText={errorOf('hardware') ?? ' '}
              >
                {(catalogue.data?.hardwareProducts ?? []).map((p) => (
                  <MenuItem key={p.productCode} value={p.productCode}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('key.serial')}
                value={serial}
                onChange={(e) => setSerial(e.target.value)}
                required
                error={!!errorOf('serial')}
                helperText={errorOf('serial') ?? ' '}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            </>
          )}
          <SubmitButton pending={register.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('key.register')}
          </SubmitButton>
        </Stack>
      )}
    </CloudPage>
  );
}
