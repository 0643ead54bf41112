import { pageTitle } from '@backstage/domain';
import { useEffect } from 'react';
import { useBrand } from '@/lib/current-brand';

/** Sets the document title to the spec's "{brand} - Backstage - {page}" form. */
export function usePageTitle(page: string): void {
  const { brand } = useBrand();
  useEffect(() => {
    document.title = pageTitle(brand, page);
  }, [brand, page]);
}
