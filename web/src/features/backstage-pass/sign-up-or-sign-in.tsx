import type { SignupSourcePurpose } from '@backstage/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rememberRedirectRoute } from '@/lib/redirect-route';
import { rememberSignupSource } from '@/lib/signup-source';

/**
 * For a visitor: create an account (recording `purpose` as its signup source) or sign in, and come back to
 * `returnTo` after the first sign-in (docs/product.md#backstage-pass, docs/product.md#check-in).
 */
export function SignUpOrSignIn({
  purpose,
  returnTo,
  text,
}: {
  purpose: SignupSourcePurpose;
  returnTo: string;
  text: string;
}) {
  const { t } = useTranslation('pass');
  const navigate = useNavigate();
  const go = (path: string) => {
    rememberRedirectRoute(returnTo);
    if (path !== '/login') rememberSignupSource(purpose);
    navigate(path);
  };
  return (
    <>
      <Typography>{text}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => go('/signup-login')}>
          {t('signUp')}
        </Button>
        <Button variant="outlined" onClick={() => go('/login')}>
          {t('signIn')}
        </Button>
      </Stack>
    </>
  );
}
