import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCulture } from '@/i18n';
import { ApiRequestError } from '@/lib/api-client';
import { QueryError } from '@/lib/ui/query-error';
import { useArticle } from './api/get-article';
import { KNOWLEDGE_BASE_PATH } from './knowledge-base-path';

/**
 * One knowledge-base article (docs/product.md#knowledge-base): its paragraphs, and the way back (to the
 * results at `path`) or on to support.
 */
export function ArticleView({ id, path = KNOWLEDGE_BASE_PATH }: { id: number; path?: string }) {
  const { t } = useTranslation('support');
  const { cultureCode } = useCulture();
  const [search] = useSearchParams();
  const article = useArticle(id);
  const back = new URLSearchParams(search);
  back.delete('article');
  const backTo = `${path}${back.size ? `?${back}` : ''}`;
  return (
    <Stack spacing={2} component="article" aria-labelledby="article-title">
      <div>
        <Button component={RouterLink} to={backTo}>
          {t('knowledgeBase.back')}
        </Button>
      </div>
      {article.isError &&
        (article.error instanceof ApiRequestError && article.error.status === 404 ? (
          <Typography role="alert" id="article-title">
            {t('knowledgeBase.notFound')}
          </Typography>
        ) : (
          <QueryError error={article.error} onRetry={() => article.refetch()} />
        ))}
      {article.data && (
        <>
          <Typography variant="h2" id="article-title">
            {article.data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('knowledgeBase.updated', {
              date: new Intl.DateTimeFormat(cultureCode, { dateStyle: 'long' }).format(
                new Date(article.data.updateDate),
              ),
            })}
          </Typography>
          {article.data.body.split('\n\n').map((paragraph, i) => (
            // Paragraphs never move within an article: the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Typography key={i} sx={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Typography>
          ))}
          <Typography>
            {t('knowledgeBase.stillNeedHelp')}{' '}
            <RouterLink to="/support">{t('knowledgeBase.askUs')}</RouterLink>
          </Typography>
        </>
      )}
    </Stack>
  );
}
