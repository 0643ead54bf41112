import type { ProductInfo } from '@backstage/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { PagedTab } from './paged-tab';

/** The articles tab: short how-tos, each opened in place with its steps. */
export function ArticlesTab({ info }: { info: ProductInfo }) {
  return (
    <PagedTab tab="articles" items={info.articles}>
      {(shown) => (
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
      )}
    </PagedTab>
  );
}
