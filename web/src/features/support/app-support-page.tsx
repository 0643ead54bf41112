import { type AppSupportPage as App, CONTACT_US_FORM } from '@backstage/domain';
import { Stack, Typography } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useProfile } from '@/lib/api/get-profile';
import { PageContainer } from '@/lib/ui/page-container';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useSignedIn } from '@/lib/use-signed-in';
import { SignInPrompt } from './sign-in-prompt';
import { SupportForm } from './support-form';

const KnowledgeBase = lazy(() => import('./knowledge-base').then((m) => ({ default: m.KnowledgeBase })));
const ArticleView = lazy(() => import('./article-view').then((m) => ({ default: m.ArticleView })));

/**
 * ZenbeatsSupport, ZentrackerSupport and BtxSupport (docs/product.md#app-support, ADR 038): the app's help
 * articles for everyone, searched as on the knowledge base, and a message to support (the contact form,
 * its subject naming the app) once signed in. The page keeps its query, `redirect` included.
 */
export default function AppSupportPage({ app }: { app: App }) {
  const { t } = useTranslation('support');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const signedIn = useSignedIn();
  const title = t('appSupport.title', { name: app.name });
  usePageTitle(title);
  const articleId = Number(search.get('article')) || undefined;
  return (
    <PageContainer narrow>
      <Stack spacing={4}>
        <Stack spacing={1}>
          <Typography variant="h1">{title}</Typography>
          <Typography>{t('appSupport.intro', { name: app.name })}</Typography>
        </Stack>
        <Suspense fallback={null}>
          {articleId ? (
            <ArticleView id={articleId} path={pathname} />
          ) : (
            <KnowledgeBase path={pathname} label={app.label} />
          )}
        </Suspense>
        {signedIn ? <AppContactForm app={app} /> : <SignInPrompt />}
      </Stack>
    </PageContainer>
  );
}

function AppContactForm({ app }: { app: App }) {
  const { t } = useTranslation('support');
  const profile = useProfile();
  const preset = useMemo(() => ({ subject: t('appSupport.subject', { name: app.name }) }), [t, app.name]);
  if (profile.isPending) return null;
  return <SupportForm formId={CONTACT_US_FORM} profile={profile.data} products={[]} preset={preset} />;
}
