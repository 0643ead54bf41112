import { ARTICLE_TOPICS, type ArticleTopic, brandClientId } from '@backstage/domain';
import {
  Card,
  CardActionArea,
  CardContent,
  Chip,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCulture } from '@/i18n';
import { useBrand } from '@/lib/current-brand';
import { QueryError } from '@/lib/ui/query-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useArticles } from './api/search-articles';
import { KNOWLEDGE_BASE_PATH } from './knowledge-base-path';

/** How long typing must pause before the knowledge base searches (docs/product.md#knowledge-base). */
const SEARCH_DELAY_MS = 300;

/**
 * The knowledge base (docs/product.md#knowledge-base): the brand's help articles (or those of `label`, an
 * app's support page) in the user's culture, searched as the user types; the words and the topic stay in
 * the address (`?q=&topic=`) of `path`, so going back from an article shows the same results.
 */
export function KnowledgeBase({ path = KNOWLEDGE_BASE_PATH, label }: { path?: string; label?: string }) {
  const { t } = useTranslation('support');
  const { brand } = useBrand();
  const { cultureCode } = useCulture();
  const [search, setSearch] = useSearchParams();
  // The field keeps its own text: writing each key to the address would re-render through the router and
  // lose keys typed quickly; the address follows once typing pauses.
  const [typed, setTyped] = useState(() => search.get('q') ?? '');
  const topic = ARTICLE_TOPICS.find((value) => value === search.get('topic'));
  const query = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const labelNames = [label ?? brandClientId(brand), ...(topic ? [topic] : [])];
  const articles = useArticles({ query, labelNames, cultureCode });
  const update = (name: 'q' | 'topic', value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled query moves the address
  useEffect(() => {
    if ((search.get('q') ?? '') !== query) update('q', query || undefined);
  }, [query]);
  const linkTo = (id: number) => {
    const next = new URLSearchParams(search);
    next.set('article', String(id));
    return `${path}?${next}`;
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h2">{t('knowledgeBase.title')}</Typography>
      {!label && <Typography>{t('knowledgeBase.intro')}</Typography>}
      <TextField
        type="search"
        label={t('knowledgeBase.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 200, 'aria-controls': 'knowledge-base-results' },
          input: { startAdornment: <InputAdornment position="start">⌕</InputAdornment> },
        }}
      />
      {!label && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label={t('knowledgeBase.topics')}
        >
          <Chip
            label={t('knowledgeBase.topic.all')}
            color={topic ? 'default' : 'primary'}
            aria-pressed={!topic}
            onClick={() => update('topic', undefined)}
          />
          {ARTICLE_TOPICS.map((value: ArticleTopic) => (
            <Chip
              key={value}
              label={t(`knowledgeBase.topic.${value}`)}
              color={topic === value ? 'primary' : 'default'}
              aria-pressed={topic === value}
              onClick={() => update('topic', value)}
            />
          ))}
        </Stack>
      )}
      <div id="knowledge-base-results" aria-live="polite" aria-busy={articles.isFetching}>
        {articles.isError && (
          <QueryError
            error={articles.error}
            message={t('knowledgeBase.failed')}
            onRetry={() => articles.refetch()}
          />
        )}
        {articles.data && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {query
                ? t('knowledgeBase.found', { count: articles.data.count, query })
                : t('knowledgeBase.all', { count: articles.data.count })}
            </Typography>
            {articles.data.count === 0 && (
              <Typography>
                {t('knowledgeBase.none')} <RouterLink to="/support">{t('knowledgeBase.askUs')}</RouterLink>
              </Typography>
            )}
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {articles.data.data.map((article) => (
                <Card key={article.id} component="li" variant="outlined">
                  <CardActionArea component={RouterLink} to={linkTo(article.id)}>
                    <CardContent>
                      <Typography variant="h3" component="h2" gutterBottom>
                        {article.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {article.snippet}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Stack>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
