import { Stack } from '@mui/material';
import { ConnectedAppsCard } from './connected-apps-card';
import { DownloadDataCard } from './download-data-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { SignInHistoryCard } from './sign-in-history-card';
import { StaffActionsCard } from './staff-actions-card';
import { TwoStepCard } from './two-step-card';

/** AccountSettings "security" tab (docs/product.md#security-centre): sessions, two-step sign-in, passkeys, connected apps (ADR 088), the sign-in history, what the maker's staff did on the account and the data download. */
export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <SessionsCard />
      <TwoStepCard />
      <PasskeysCard />
      <ConnectedAppsCard />
      <SignInHistoryCard />
      <StaffActionsCard />
      <DownloadDataCard />
    </Stack>
  );
}
