import { replyPromise, restrictedRedirect, SUPPORT_FORMS, type SupportForm } from '@backstage/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQueryParam } from '@/lib/query-params';
import { SectionCard } from '@/lib/ui/section-card';

/**
 * After sending: the ticket number and the reply-time promise (docs/product.md#support-times), and the way
 * back to where the visitor came from when a page passed its redirect query on (our own sites only).
 */
export function ThankYou({ id, form }: { id: string; form: string }) {
  const { t } = useTranslation('support');
  const target = restrictedRedirect(useQueryParam('redirect'));
  const known = SUPPORT_FORMS.includes(form as SupportForm);
  const promise = known ? replyPromise(form as SupportForm) : { hours: 48, kind: 'working' as const };
  return (
    <SectionCard title={t('thankYou.title')}>
      {/^\d+$/.test(id) && <Alert severity="success">{t('thankYou.ticket', { id })}</Alert>}
      <Typography>{t(`thankYou.${promise.kind}`, { hours: promise.hours })}</Typography>
      <Typography>{t('thankYou.mail')}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {target !== '/' && (
          <Button
            variant="contained"
            {...(target.startsWith('/')
              ? { component: RouterLink, to: target }
              : { component: 'a', href: target })}
          >
            {t('thankYou.continue')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/support/requests"
          variant={target === '/' ? 'contained' : 'outlined'}
        >
          {t('myRequests.title')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
