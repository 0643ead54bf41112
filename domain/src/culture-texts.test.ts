import { describe, expect, it } from 'vitest';
import { drawnOverSource, textChain } from './culture-texts';

describe('text chains (ADR 083, ADR 098)', () => {
  it('runs from the culture through its bases to en-US', () => {
    expect(textChain('es-CR')).toEqual(['es-CR', 'es-MX', 'es-ES', 'en-US']);
    expect(textChain('en-AU')).toEqual(['en-AU', 'en-GB', 'en-US']);
    expect(textChain('pl-PL')).toEqual(['pl-PL', 'en-US']);
  });

  it('draws only en-US’s own variants over en-US', () => {
    expect(['en-JM', 'en-GB', 'en-AU', 'en-CA'].filter(drawnOverSource)).toHaveLength(4);
    expect(['en-US', 'de-DE', 'de-AT', 'es-CR', 'ja-JP', 'xx-XX'].filter(drawnOverSource)).toEqual([]);
  });
});
