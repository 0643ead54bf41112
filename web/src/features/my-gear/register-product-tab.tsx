import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { queryParam } from '@/lib/query-params';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { useProductSearch } from './api/search-products';
import { QrScanButton } from './qr-scan-button';
import { RegisterProductForm } from './register-product-form';

/** Register a Product; a registration card's `?mdl=<model code>` pre-selects the model (query `mdl`, docs/product.md#query-parameters). */
export function RegisterProductTab({ search, onDone }: { search: string; onDone(): void }) {
  const { t } = useTranslation('myGear');
  const modelCode = queryParam(search, 'mdl') ?? '';
  const serialCode = queryParam(search, 'serial')?.slice(0, 40) ?? '';
  const found = useProductSearch(modelCode);
  if (modelCode && found.isPending) return <CenteredSpinner />;
  // A search that failed is not a model that does not exist: say what happened and offer it again.
  if (modelCode && found.isError) return <QueryError error={found.error} onRetry={() => found.refetch()} />;
  const product = found.data?.find((p) => p.modelCode.toLowerCase() === modelCode.toLowerCase()) ?? null;
  return (
    <>
      <QrScanButton />
      {modelCode && !product && (
        <Alert severity="warning">{t('register.modelNotFound', { modelCode })}</Alert>
      )}
      <RegisterProductForm
        key={product?.id ?? 'none'}
        product={product}
        serialCode={serialCode}
        onRegistered={onDone}
      />
    </>
  );
}
