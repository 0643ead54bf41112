import { Stack } from '@mui/material';
import { DownloadDataCard } from './download-data-card';
import { SessionsCard } from './sessions-card';
import { SignInHistoryCard } from './sign-in-history-card';

/** AccountSettings "security" tab (docs/product.md#security-centre): sessions, the sign-in history and the data download. */
export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <SessionsCard />
      <SignInHistoryCard />
      <DownloadDataCard />
    </Stack>
  );
}
