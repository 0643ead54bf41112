import { type RegisteredProductResponse, themeOfBrand } from '@backstage/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { BrandContext } from '@/lib/current-brand';
import { fireEvent, render, screen, within } from '@/test-utils';
import { RegisteredProductGrid } from './registered-product-grid';

const registration = (n: number): RegisteredProductResponse => ({
  id: n,
  product: {
    id: n,
    slug: `p-${n}`,
    name: `Model ${n}`,
    modelCode: `M-${n}`,
    brand: { value: 'ROLAND' },
    partsNeedInternalAccess: false,
  },
  serialCode: `S${String(n).padStart(6, '0')}`,
  status: 'registered',
  createDate: '2026-01-01T00:00:00.000Z',
  warranty: { status: 'unknown', endsOn: null, months: 12, extendedByRegistration: false },
  answerInfos: [],
});

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

beforeEach(() => initI18n('en-US', ['myGear']));

describe('My Gear cards (docs/product.md#my-gear-list: 12 per page)', () => {
  it('shows 12 registrations a page and the rest on the next', () => {
    const all = Array.from({ length: 13 }, (_, i) => registration(i + 1));
    inRouter(<RegisteredProductGrid registrations={all} onEdit={vi.fn()} onUnregister={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Your registered products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Model 13' })).toHaveProperty('pathname', '/products/p-13');
  });

  it('has no pages to turn with 12 or fewer', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => registration(i + 1));
    inRouter(<RegisteredProductGrid registrations={twelve} onEdit={vi.fn()} onUnregister={vi.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'My Gear pages' })).toBeNull();
  });
});

describe('Get support on a card (docs/product.md#support-tabs)', () => {
  const gear = (slug: string, name: string): RegisteredProductResponse => ({
    ...registration(1),
    product: { id: 1, slug, name, modelCode: 'M-1', brand: { value: 'DW' }, partsNeedInternalAccess: false },
  });
  const supportLink = (name: string) => screen.getByRole('link', { name: `Get support for ${name}` });

  it('opens the DWe form for a DWe kit and the DW form for other DW gear on DW', () => {
    const grid = (registrations: RegisteredProductResponse[]) => (
      <BrandContext.Provider value={{ brand: 'DW', themeName: themeOfBrand('DW') }}>
        <RegisteredProductGrid registrations={registrations} onEdit={vi.fn()} onUnregister={vi.fn()} />
      </BrandContext.Provider>
    );
    const { unmount } = inRouter(grid([gear('dwe-drum-kit', 'DWe Drum Kit')]));
    expect(supportLink('DWe Drum Kit')).toHaveProperty('pathname', '/support/dwe_product_support');
    unmount();
    inRouter(grid([gear('9000-series-single-pedal', '9000 Pedal')]));
    expect(supportLink('9000 Pedal')).toHaveProperty('pathname', '/support/dw_product_support');
    expect(supportLink('9000 Pedal')).toHaveProperty('search', '?registeredProduct=1');
  });

  it('opens product_support on Roland', () => {
    inRouter(
      <BrandContext.Provider value={{ brand: 'ROLAND', themeName: themeOfBrand('ROLAND') }}>
        <RegisteredProductGrid
          registrations={[gear('dwe-drum-kit', 'DWe Drum Kit')]}
          onEdit={vi.fn()}
          onUnregister={vi.fn()}
        />
      </BrandContext.Provider>,
    );
    expect(supportLink('DWe Drum Kit')).toHaveProperty('pathname', '/support/product_support');
  });
});
