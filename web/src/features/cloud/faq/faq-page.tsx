import {
  CLOUD_ANNUAL_SAVING_PERCENT,
  CLOUD_FREE_TRIAL_DAYS,
  CLOUD_REFUND_WINDOW_DAYS,
} from '@backstage/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { CloudPage } from '../cloud-page';
import { FAQ_TOPICS, type FaqEntry, type FaqTopic, searchFaq } from './faq-items';

// The answers are long: a namespace of their own, loaded with this page (ADR 097).
const FAQ_NAMESPACE = 'cloudFaq';

const NUMBERS = {
  percent: CLOUD_ANNUAL_SAVING_PERCENT,
  days: CLOUD_FREE_TRIAL_DAYS,
  refundDays: CLOUD_REFUND_WINDOW_DAYS,
};

function Topic({ topic, entries }: { topic: FaqTopic; entries: FaqEntry[] }) {
  const { t } = useTranslation(FAQ_NAMESPACE);
  return (
    <Stack component="section" aria-labelledby={`faq-${topic}`} spacing={1}>
      <Typography id={`faq-${topic}`} variant="h2" sx={{ fontSize: '1.3rem' }}>
        {t(`topics.${topic}`)}
      </Typography>
      <div>
        {entries.map((entry) => (
          <Accordion key={entry.id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-q-${entry.id}`}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{entry.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}

function Questions() {
  const { t } = useTranslation(FAQ_NAMESPACE);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const byTopic = useMemo(
    () =>
      (Object.keys(FAQ_TOPICS) as FaqTopic[]).map((topic) => {
        const all = FAQ_TOPICS[topic].map((id) => ({
          id,
          question: t(`items.${id}.q`, NUMBERS),
          answer: t(`items.${id}.a`, NUMBERS),
        }));
        return { topic, entries: searchFaq(all, deferred) };
      }),
    [t, deferred],
  );
  const count = byTopic.reduce((sum, { entries }) => sum + entries.length, 0);
  return (
    <>
      <Typography>{t('intro')}</Typography>
      <TextField
        type="search"
        label={t('search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ maxWidth: 520 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Typography role="status" color="text.secondary">
        {deferred.trim() ? (count ? t('found', { count }) : t('noMatch', { query: deferred.trim() })) : ''}
      </Typography>
      {byTopic
        .filter(({ entries }) => entries.length > 0)
        .map(({ topic, entries }) => (
          <Topic key={topic} topic={topic} entries={entries} />
        ))}
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{t('moreHelp')}</Typography>
        <Button component={Link} to="/cloud/contact-us" variant="outlined">
          {t('contact')}
        </Button>
      </Stack>
    </>
  );
}

/** The Roland Cloud FAQ with search (docs/product.md#cloud-faq), open to visitors. */
export default function FaqPage() {
  const { t } = useTranslation('cloud');
  return (
    <CloudPage title={t('faq.title')}>
      <Suspense fallback={<CenteredSpinner />}>
        <Questions />
      </Suspense>
    </CloudPage>
  );
}
