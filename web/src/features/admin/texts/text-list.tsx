import { Alert, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useRevertText } from '../api/revert-text';
import type { CultureText } from '../api/types';

/**
 * Each text: its key, the English source, the shipped translation and the override, all drawn as text (an
 * override is never markup); an override waiting to be published is marked, and so is a machine-made text no
 * content editor has reviewed yet (ADR 085).
 */
export function TextList({
  cultureCode,
  texts,
  onEdit,
}: {
  cultureCode: string;
  texts: CultureText[];
  onEdit(text: CultureText): void;
}) {
  const { t } = useTranslation('admin');
  const revert = useRevertText(cultureCode);
  const snackbar = useSnackbar();
  const revertOne = (text: CultureText) =>
    revert.mutateAsync(text).then(
      () => snackbar.show(t('texts.reverted'), 'success'),
      () => snackbar.show(t('texts.failed'), 'error'),
    );
  return (
    <List disablePadding aria-label={t('texts.list')}>
      {texts.map((text, index) => {
        const id = `${text.namespace}:${text.key}`;
        return (
          <ListItem
            key={id}
            disableGutters
            divider={index < texts.length - 1}
            sx={{ display: 'block', py: 2 }}
          >
            <Stack spacing={0.5}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography
                  component="h3"
                  variant="subtitle1"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {id}
                </Typography>
                {text.unreviewed && <Chip size="small" variant="outlined" label={t('texts.unreviewed')} />}
                {text.override !== null && (
                  <Chip
                    size="small"
                    variant={text.published ? 'outlined' : 'filled'}
                    color={text.published ? 'default' : 'warning'}
                    label={t(text.published ? 'texts.published' : 'texts.draft')}
                  />
                )}
              </Stack>
              <Typography variant="body2">
                {t('texts.source')}: {text.source}
              </Typography>
              <Typography variant="body2">
                {t('texts.shipped')}: {text.shipped ?? t('texts.notTranslated')}
              </Typography>
              {text.sourceChanged && (
                <Alert severity="warning" sx={{ py: 0 }}>
                  {t('texts.sourceChanged')}
                </Alert>
              )}
              {text.override !== null && (
                <Typography variant="body2">
                  {t('texts.override')}: {text.override}
                </Typography>
              )}
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onEdit(text)}
                  aria-label={t('texts.editKey', { key: id })}
                >
                  {t('texts.edit')}
                </Button>
                {text.override !== null && (
                  <Button
                    size="small"
                    disabled={revert.isPending}
                    onClick={() => revertOne(text)}
                    aria-label={t('texts.revertKey', { key: id })}
                  >
                    {t('texts.revert')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
