import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CultureTexts } from './culture-texts';

/**
 * Culture texts (`content`, docs/product.md#staff-console): the cultures granted to the staff member, then one
 * culture's texts at `/admin/texts/{cultureCode}`.
 */
export function TextsSection({
  cultureCode,
  cultures,
}: {
  cultureCode: string | undefined;
  cultures: string[];
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={2} component="section" aria-labelledby="texts-title">
      <Typography id="texts-title" variant="h2">
        {cultureCode ? t('texts.titleOf', { culture: cultureCode }) : t('texts.title')}
      </Typography>
      {cultureCode ? (
        <CultureTexts cultureCode={cultureCode} />
      ) : cultures.length === 0 ? (
        <Alert severity="info">{t('texts.noCultures')}</Alert>
      ) : (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          component="nav"
          aria-label={t('texts.cultures')}
        >
          {cultures.map((culture) => (
            <Button key={culture} variant="outlined" component={RouterLink} to={`/admin/texts/${culture}`}>
              {culture}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
