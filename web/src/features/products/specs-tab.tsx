import type { ProductInfo } from '@backstage/domain';
import { Paper, Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PagedTab } from './paged-tab';

/** The specs tab: a two-column table, 12 rows to a page. */
export function SpecsTab({ info }: { info: ProductInfo }) {
  const { t } = useTranslation('products');
  return (
    <PagedTab tab="specs" items={info.specs}>
      {(shown) => (
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
      )}
    </PagedTab>
  );
}
