import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { productDescription } from './product-description';

describe('Roland Cloud product descriptions (issue #39)', () => {
  it('speak the visitor’s language, and a product without texts keeps the catalogue’s words', async () => {
    await initI18n('de-DE', ['cloud']);
    const t = i18next.getFixedT('de-DE', 'cloud');
    expect(productDescription(t, { productCode: 'RC-CORE', description: 'Essential instruments…' })).toBe(
      'Grundlegende Instrumente, Sound Packs und der Roland Cloud Manager.',
    );
    expect(productDescription(t, { productCode: 'LK-NEW-1', description: 'A new synth.' })).toBe(
      'A new synth.',
    );
  });
});
