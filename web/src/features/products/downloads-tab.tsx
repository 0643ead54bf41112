import type { ProductInfo } from '@backstage/domain';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyTab } from './empty-tab';
import { ProductLink } from './external-link';
import { usePaged } from './paged';

/** The language of a document, named in the reader's language (`ja` → "Japanese" / "日本語"). */
function languageName(tag: string, cultureCode: string): string {
  try {
    return new Intl.DisplayNames([cultureCode], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The downloads tab: manuals and documents (Product_Support_Documents), then software and apps. */
export function DownloadsTab({ info }: { info: ProductInfo }) {
  const { t, i18n } = useTranslation('products');
  const documents = usePaged(info.Product_Support_Documents, t('downloads.documentPages'));
  const software = usePaged(info.downloads, t('downloads.softwarePages'));
  if (info.Product_Support_Documents.length === 0 && info.downloads.length === 0)
    return <EmptyTab>{t('empty.downloads')}</EmptyTab>;
  return (
    <Stack spacing={4}>
      <Stack component="section" spacing={1} aria-labelledby="documents-heading">
        <Typography id="documents-heading" variant="h3" component="h3">
          {t('downloads.documents')}
        </Typography>
        {info.Product_Support_Documents.length === 0 ? (
          <Typography color="text.secondary">{t('empty.documents')}</Typography>
        ) : (
          <List aria-labelledby="documents-heading">
            {documents.shown.map((document) => (
              <ListItem key={document.id} divider>
                <ListItemText
                  primary={
                    <ProductLink href={document.url} label={document.title}>
                      {document.title}
                    </ProductLink>
                  }
                  secondary={languageName(document.language, i18n.language)}
                />
              </ListItem>
            ))}
          </List>
        )}
        {documents.pager}
      </Stack>
      <Stack component="section" spacing={1} aria-labelledby="software-heading">
        <Typography id="software-heading" variant="h3" component="h3">
          {t('downloads.software')}
        </Typography>
        {info.downloads.length === 0 ? (
          <Typography color="text.secondary">{t('empty.software')}</Typography>
        ) : (
          <List aria-labelledby="software-heading">
            {software.shown.map((download) => (
              <ListItem key={download.url} divider>
                <ListItemText
                  primary={
                    <ProductLink href={download.url} label={download.title}>
                      {download.title}
                    </ProductLink>
                  }
                  secondary={`${download.description} ${t('downloads.platforms', { platforms: download.platforms.join(', ') })}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {software.pager}
      </Stack>
    </Stack>
  );
}
