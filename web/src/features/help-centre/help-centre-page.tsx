import { helpCenterTitle, SIGNUP_PATH } from '@backstage/domain';
import { Alert, Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSignIn } from '@/lib/api/sign-in';
import { useBrand } from '@/lib/current-brand';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { SignInFields, type SignInFormValues } from '@/lib/sign-in-fields';
import { FormField } from '@/lib/ui/form-field';
import { PageContainer } from '@/lib/ui/page-container';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSignedIn } from '@/lib/use-signed-in';
import { useHelpCentreSso } from './api/help-centre-sso';

interface Values extends SignInFormValues {
  product?: string;
  serialCode?: string;
}

// Signed in, the product fields alone; signed out, the sign-in's fields before them.
const productResolver = lazyZodResolver(() =>
  import('./help-centre-form-schema').then((m) => m.helpCentreProductSchema),
);
const signInResolver = lazyZodResolver(() =>
  import('./help-centre-form-schema').then((m) => m.helpCentreSignInSchema),
);

/**
 * ZendeskSSO, `/hc/login` (docs/product.md#help-centre): the help centre sends users here with `return_to`;
 * they sign in (or are signed in already), may name the product they need help with, and go back to the
 * help centre signed in there too. The failure texts are the server's (spec §8).
 */
export default function HelpCentrePage() {
  const { t } = useTranslation('helpCentre');
  const { brand } = useBrand();
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const returnTo = search.get('return_to') ?? undefined;
  const signIn = useSignIn();
  const sso = useHelpCentreSso();
  // docs/product.md#page-titles: the help centre's own title, not the portal's "{brand} - Backstage - {page}".
  useEffect(() => {
    document.title = helpCenterTitle(brand);
  }, [brand]);
  const resolver = signedIn ? productResolver : signInResolver;
  const form = useForm<Values>({
    defaultValues: { email: '', password: '', product: '', serialCode: '' },
    resolver: resolver as never,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: async ({ email, password, product, serialCode }) => {
      if (!signedIn) await signIn.mutateAsync({ email, password });
      return sso.mutateAsync({ returnTo, brand, product, serialCode });
    },
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    failure: t('failed'),
    // The page is this one form: the server's refusal (spec §8) is its message, with no snackbar beside it.
    answeredOnForm: () => true,
  });

  return (
    <PageContainer narrow>
      <Card variant="outlined" component="section" aria-labelledby="help-centre-title">
        <CardContent>
          <Box component="form" noValidate onSubmit={submit} onFocusCapture={resolver.preload}>
            <Stack spacing={2}>
              <Typography id="help-centre-title" variant="h1">
                {t('title')}
              </Typography>
              <Typography>{signedIn ? t('introSignedIn') : t('intro')}</Typography>
              {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
              {!signedIn && <SignInFields form={form as never} />}
              <Typography variant="h2">{t('productTitle')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('productHelp')}
              </Typography>
              <FormField
                form={form}
                name="product"
                label={t('product')}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <FormField
                form={form}
                name="serialCode"
                label={t('serialCode')}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
              <SubmitButton size="large" pending={isSubmitting}>
                {signedIn ? t('continue') : t('signIn')}
              </SubmitButton>
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Link component={RouterLink} to="/support/knowledge_base">
                  {t('knowledgeBase')}
                </Link>
                {!signedIn && (
                  <Link component={RouterLink} to={SIGNUP_PATH}>
                    {t('createAccount')}
                  </Link>
                )}
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
