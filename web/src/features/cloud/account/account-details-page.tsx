import { ACCOUNT_DETAILS_SECTIONS, PAGE_MOVE_MARGIN_MS } from '@backstage/domain';
import { Box, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { CloudPage } from '../cloud-page';
import { MEMBERSHIP_PARTS, type MembershipPart, MembershipSection } from './membership-section';
import { ProfileSection } from './profile-section';
import { SettingsSection } from './settings-section';

type Section = (typeof ACCOUNT_DETAILS_SECTIONS)[number];

/** `{tab}` names a section (account, profile, settings) or a part of the account section. */
function place(tab: string | undefined): { section: Section; part: MembershipPart } {
  if (MEMBERSHIP_PARTS.includes(tab as MembershipPart))
    return { section: 'account', part: tab as MembershipPart };
  if (ACCOUNT_DETAILS_SECTIONS.includes(tab as Section))
    return { section: tab as Section, part: 'subscriptions' };
  return { section: 'account', part: 'subscriptions' };
}

function Section({ id, title, children }: { id: Section; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={`section-${id}`}
      aria-labelledby={`section-${id}-title`}
      sx={{ scrollMarginTop: 16 }}
    >
      <Typography id={`section-${id}-title`} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * AccountDetails (`/cloud/account/{tab}`, docs/product.md#cloud-screens): account, profile and settings are
 * sections of one page, not a tab bar (docs/product.md#chrome); `{tab}` scrolls to its section.
 */
export default function AccountDetailsPage() {
  const { t } = useTranslation('cloud');
  const { tab } = useParams();
  const { section, part } = place(tab);
  useEffect(() => {
    if (section === 'account') return;
    // After the route's own scroll to the top (docs/product.md#scroll-reset), which runs 600 ms after arriving.
    const timer = setTimeout(
      () => document.getElementById(`section-${section}`)?.scrollIntoView({ block: 'start' }),
      PAGE_MOVE_MARGIN_MS + 50,
    );
    return () => clearTimeout(timer);
  }, [section]);
  return (
    <CloudPage title={t('account.title')}>
      <Stack
        component="nav"
        aria-label={t('account.sectionsLabel')}
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap' }}
      >
        {ACCOUNT_DETAILS_SECTIONS.map((name) => (
          <Link
            key={name}
            component={RouterLink}
            to={`/cloud/account/${name}`}
            aria-current={name === section ? 'location' : undefined}
            sx={{ fontWeight: name === section ? 700 : 400 }}
          >
            {t(`account.sections.${name}`)}
          </Link>
        ))}
      </Stack>
      <Section id="account" title={t('account.membership')}>
        <MembershipSection part={part} />
      </Section>
      <Section id="profile" title={t('account.sections.profile')}>
        <ProfileSection />
      </Section>
      <Section id="settings" title={t('account.sections.settings')}>
        <SettingsSection />
      </Section>
    </CloudPage>
  );
}
