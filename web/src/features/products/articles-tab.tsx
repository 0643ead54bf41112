import type { ProductInfo } from '@backstage/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyTab } from './empty-tab';
import { usePaged } from './paged';

/** The articles tab: short how-tos, each opened in place with its steps. */
export function ArticlesTab({ info }: { info: ProductInfo }) {
  const { t } = useTranslation('products');
  const { shown, pager } = usePaged(info.articles, t('pages', { tab: t('shell:tabs.articles') }));
  if (info.articles.length === 0) return <EmptyTab>{t('empty.articles')}</EmptyTab>;
  return (
    <Stack spacing={3}>
      <div>
        {shown.map((article) => (
          <Accordion key={article.id} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${article.id}-title`}>
              <Typography variant="h3" component="h3">
                {article.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{article.summary}</Typography>
              <Box component="ol" sx={{ pl: 3, mb: 0 }}>
                {article.steps.map((step) => (
                  <Typography component="li" key={step} sx={{ mt: 1 }}>
                    {step}
                  </Typography>
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
      {pager}
    </Stack>
  );
}
