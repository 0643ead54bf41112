import type { AccountViewResponse } from '@backstage/domain';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/lib/ui/section-card';
import { ActionDialog } from './action-dialog';
import { availableActions, type OfferedAction } from './available-actions';

/** The actions that apply to the account now, each opening its dialog that asks for the reason. */
export function AccountActions({ view }: { view: AccountViewResponse }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<OfferedAction>();
  const offered = availableActions(view);
  return (
    <SectionCard title={t('actions.title')} intro={t('actions.intro')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {offered.map((item) => (
          <Button
            key={`${item.action}-${item.passkeyId ?? item.transferId ?? item.registeredProductId ?? ''}`}
            variant="outlined"
            onClick={() => setOpen(item)}
          >
            {t(`actions.${item.action}.button`, { about: item.about ?? '' })}
          </Button>
        ))}
      </Stack>
      {open && <ActionDialog userId={view.profile.id} offered={open} onClose={() => setOpen(undefined)} />}
    </SectionCard>
  );
}
