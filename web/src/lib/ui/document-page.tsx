import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './page-container';
import { usePageTitle } from './use-page-title';

interface Section {
  heading: string;
  paragraphs: string[];
}

/**
 * A long text page (privacy policy, terms of use) from a namespace with title, updated and sections;
 * `extra` names a further list of sections in the namespace to append (e.g. a region's own rules).
 */
export function DocumentPage({ namespace, extra }: { namespace: string; extra?: string }) {
  const { t } = useTranslation(namespace);
  usePageTitle(t('title'));
  const sections = [
    ...(t('sections', { returnObjects: true }) as Section[]),
    ...(extra ? (t(extra, { returnObjects: true, defaultValue: [] }) as Section[]) : []),
  ];
  return (
    <PageContainer narrow>
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('updated')}
      </Typography>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h2" sx={{ mt: 4, mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </PageContainer>
  );
}
