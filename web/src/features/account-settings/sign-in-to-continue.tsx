import { LOGIN_PATH } from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { STORAGE_KEYS, writeStored } from '@/lib/storage';

/** For pages opened from a mail or an app while signed out: sign in, then come back here with the query. */
export function SignInToContinue({ text }: { text: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{text}</Typography>
      <Button
        component={Link}
        to={LOGIN_PATH}
        variant="contained"
        onClick={() => writeStored(STORAGE_KEYS.redirectRoute, `${location.pathname}${location.search}`)}
      >
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
