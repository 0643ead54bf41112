import { Alert, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { SubmitButton } from '@/lib/ui/submit-button';
import { AdminRefusal } from '../admin-refusal';
import { useCultureTexts } from '../api/get-culture-texts';
import type { CultureText } from '../api/types';
import { PublishBar } from './publish-bar';
import { TextDialog } from './text-dialog';
import { TextList } from './text-list';
import { UnreviewedFilter } from './unreviewed-filter';

/**
 * One culture's texts: search by key or text (`?q=`), only the machine-made ones (`?unreviewed=1`, ADR 085),
 * edit, revert, preview and publish.
 */
export function CultureTexts({ cultureCode }: { cultureCode: string }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  // Kept here as well as in the address: the router applies an address change in a transition, and the switch
  // must show its new state at once.
  const [onlyUnreviewed, setOnlyUnreviewed] = useState(search.get('unreviewed') === '1');
  const [typed, setTyped] = useState(query);
  const [editing, setEditing] = useState<CultureText>();
  const texts = useCultureTexts(cultureCode, query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(params(typed.trim(), onlyUnreviewed), { replace: true });
  };
  const params = (q: string, unreviewed: boolean) => ({
    ...(q && { q }),
    ...(unreviewed && { unreviewed: '1' }),
  });
  const shown = onlyUnreviewed ? texts.data?.filter((text) => text.unreviewed) : texts.data;
  return (
    <Stack spacing={2}>
      <PublishBar
        cultureCode={cultureCode}
        drafts={texts.data?.filter((text) => text.override !== null && !text.published).length ?? 0}
      />
      <Stack
        component="form"
        role="search"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <TextField
          type="search"
          label={t('texts.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ flex: 1 }}
        />
        <SubmitButton pending={texts.isFetching} sx={{ alignSelf: { sm: 'center' } }}>
          {t('texts.find')}
        </SubmitButton>
      </Stack>
      {texts.isSuccess && (
        <UnreviewedFilter
          texts={texts.data}
          only={onlyUnreviewed}
          onChange={(only) => {
            setOnlyUnreviewed(only);
            setSearch(params(query, only), { replace: true });
          }}
        />
      )}
      {texts.isPending && <CenteredSpinner />}
      {texts.isError && <AdminRefusal error={texts.error} />}
      {shown?.length === 0 && <Alert severity="info">{t('texts.none')}</Alert>}
      {shown && shown.length > 0 && <TextList cultureCode={cultureCode} texts={shown} onEdit={setEditing} />}
      {editing && (
        <TextDialog cultureCode={cultureCode} text={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
