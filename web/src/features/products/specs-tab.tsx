import type { ProductInfo } from '@backstage/domain';
import { Paper, Stack, Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyTab } from './empty-tab';
import { usePaged } from './paged';

/** The specs tab: a two-column table, 12 rows to a page. */
export function SpecsTab({ info }: { info: ProductInfo }) {
  const { t } = useTranslation('products');
  const { shown, pager } = usePaged(info.specs, t('pages', { tab: t('shell:tabs.specs') }));
  if (info.specs.length === 0) return <EmptyTab>{t('empty.specs')}</EmptyTab>;
  return (
    <Stack spacing={3}>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('specs.label', { name: info.name })}>
          <TableBody>
            {shown.map((spec) => (
              <TableRow key={spec.name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { sm: '35%' } }}>
                  {spec.name}
                </TableCell>
                <TableCell>{spec.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </Stack>
  );
}
