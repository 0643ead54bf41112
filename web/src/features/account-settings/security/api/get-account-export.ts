import type { AccountExportResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { saveJsonFile } from '../save-json-file';

/** GET users/{id}/export: everything held about the account (docs/product.md#security-centre). */
export function getAccountExport(): Promise<AccountExportResponse> {
  return apiRequest(userPath('/export'), { auth: 'id' });
}

/** "Download my data": fetches the export and saves it as the server names it. Nothing is cached. */
export const useDownloadAccountExport = () =>
  useMutation({
    mutationFn: async () => {
      const data = await getAccountExport();
      saveJsonFile(`backstage-account-${data.exportedAt.slice(0, 10)}.json`, data);
    },
  });
