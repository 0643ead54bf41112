import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAnalyticsEnabled, useAnalyticsEnabled } from '@/lib/analytics';
import { useProgress } from '@/lib/ui/progress';
import { SectionCard } from '@/lib/ui/section-card';
import { useSnackbar } from '@/lib/ui/snackbar';

/** Analytics opt in/out (docs/product.md#analytics): while off nothing is logged; opting out deletes the account's events. */
export function AnalyticsCard() {
  const { t } = useTranslation('settings');
  const enabled = useAnalyticsEnabled();
  const progress = useProgress();
  const snackbar = useSnackbar();
  const [saving, setSaving] = useState(false);
  const change = async (next: boolean) => {
    setSaving(true);
    progress.show('linear');
    try {
      await setAnalyticsEnabled(next);
      snackbar.show(t(next ? 'analytics.on' : 'analytics.off'), 'success');
    } catch {
      // The choice is stored either way; only the deletion of the stored events failed.
      snackbar.show(t('analytics.deleteFailed'), 'warning');
    } finally {
      progress.hide('linear');
      setSaving(false);
    }
  };
  return (
    <SectionCard title={t('analytics.title')} intro={t('analytics.intro')}>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={t('analytics.enabled')}
      />
    </SectionCard>
  );
}
