import { LOGIN_PATH } from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The last step: the account is active; sign in. */
export function FinishStep() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('finish.text')}</Typography>
      <Button component={Link} to={LOGIN_PATH} variant="contained" size="large">
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
