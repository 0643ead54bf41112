import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCulture } from '@/i18n';
import { useQueryParam } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useEula } from './api/get-eula';

/** EULAOta: the licence for software updates, by country and language (`?country_code=`, `?culture_code=`). */
export default function EulaOtaPage() {
  const { t } = useTranslation('common');
  const { cultureCode } = useCulture();
  const countryCode = useQueryParam('countryCode');
  const olderCountry = useQueryParam('country');
  const country = countryCode ?? olderCountry ?? '';
  const eula = useEula(cultureCode, country);
  usePageTitle(eula.data?.title ?? t('eula.title'));
  if (eula.isPending) return <CenteredSpinner />;
  if (!eula.data)
    return (
      <PageContainer narrow>
        {eula.error && <QueryError error={eula.error} onRetry={() => eula.refetch()} />}
      </PageContainer>
    );
  return (
    <PageContainer narrow>
      <Stack spacing={3} component="article" lang={eula.data.cultureCode}>
        <div>
          <Typography variant="h1" gutterBottom>
            {eula.data.title}
          </Typography>
          <Typography color="text.secondary">{t('eula.version', { version: eula.data.version })}</Typography>
        </div>
        {eula.data.sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h2" gutterBottom>
              {section.heading}
            </Typography>
            {section.body.split('\n\n').map((paragraph) => (
              <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
      </Stack>
    </PageContainer>
  );
}
