import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/lib/ui/section-card';

export interface FactRow {
  key: string;
  primary: string;
  secondary?: string;
}

/** A titled card of one list of the account view; says so when it is empty. */
export function FactList({ title, rows }: { title: string; rows: FactRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={title}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {rows.map((row, index) => (
            <ListItem key={row.key} disableGutters divider={index < rows.length - 1}>
              <ListItemText primary={row.primary} secondary={row.secondary || undefined} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
