import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { useUserProducts } from '../api/get-user-products';
import { day } from '../format';

/** The member's products: registered keys, activated hardware, loyalty picks. */
export function UserProducts() {
  const { t, i18n } = useTranslation('cloud');
  const products = useUserProducts();
  if (products.isPending) return <CenteredSpinner />;
  if (products.isError) return <QueryError error={products.error} onRetry={() => products.refetch()} />;
  if (products.data.length === 0) return <Typography>{t('products.empty')}</Typography>;
  return (
    <List aria-label={t('products.title')}>
      {products.data.map((p) => (
        <ListItem key={`${p.productCode}-${p.type}`} divider>
          <ListItemText
            primary={p.name}
            secondary={[
              day(p.createDate, i18n.language),
              p.key,
              p.serialCode && t('products.serial', { serial: p.serialCode }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
