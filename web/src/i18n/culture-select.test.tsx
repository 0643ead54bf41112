import { CULTURE_CODES } from '@backstage/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createEvent, fireEvent, render, screen } from '@/test-utils';
import { CultureSelect } from './culture-select';
import { initI18n } from './i18n';

function Headline() {
  const { t } = useTranslation('home');
  return <h1>{t('headline')}</h1>;
}

describe('CultureSelect', () => {
  it('lists every culture code and switches to Japanese without a reload', async () => {
    await initI18n('en-US');
    render(
      // The texts of a culture just chosen may still be loading (the app's shell holds a Suspense boundary).
      <Suspense fallback={null}>
        <Headline />
        <CultureSelect />
      </Suspense>,
    );
    const select = screen.getByRole('combobox', { name: 'Region and language' });
    expect(screen.getAllByRole('option')).toHaveLength(CULTURE_CODES.length);
    expect(screen.getByRole('heading').textContent).toBe('Your gear, your account, one place.');

    // A select's own change event (the helper's fireEvent.change sends an input event, which a select's onChange
    // does not hear).
    fireEvent(select, createEvent.change(select, { target: { value: 'ja-JP' } }));

    expect(await screen.findByText('あなたの機材を、ひとつのアカウントで。')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '地域と言語' })).toHaveProperty('value', 'ja-JP');
  });
});
