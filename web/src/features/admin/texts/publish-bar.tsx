import { Button, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { usePublishTexts } from '../api/publish-texts';

/**
 * Publishing the culture's drafts, and the preview link: the portal's home in that culture with the drafts,
 * shown to this staff member only (the drafts come from the console's API under their sign-in).
 */
export function PublishBar({ cultureCode, drafts }: { cultureCode: string; drafts: number }) {
  const { t } = useTranslation('admin');
  const publish = usePublishTexts(cultureCode);
  const snackbar = useSnackbar();
  const preview = `/backstage/?${new URLSearchParams({ culture_code: cultureCode, text_preview: '1' })}`;
  const send = () =>
    publish.mutateAsync().then(
      () => snackbar.show(t('texts.publishedNow'), 'success'),
      () => snackbar.show(t('texts.failed'), 'error'),
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button variant="contained" disabled={drafts === 0 || publish.isPending} onClick={send}>
        {t('texts.publish', { count: drafts })}
      </Button>
      <Link href={preview} target="_blank" rel="noopener">
        {t('texts.preview')}
      </Link>
    </Stack>
  );
}
