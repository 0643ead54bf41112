import type { MyGearSortMethod } from '@backstage/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userPath } from '../../../lib/session';

export interface CatalogueProduct {
  id: number;
  slug: string;
  name: string;
  modelCode: string;
  brand: { value: string };
  /** The registration category, which picks the product survey. */
  categoryId?: number;
}

/** A survey started or answered about a registration. */
export interface AnswerInfo {
  id: number;
  questionnaire: { id: number; name: string };
  answeredDate?: string;
}

/** A registered product as the API returns it (spec §3 Registered product). */
export interface RegisteredProduct {
  id: number;
  product: CatalogueProduct;
  serialCode?: string | null;
  purchaseDate?: string | null;
  purchaseMethod?: { id: number; value: string } | null;
  purchaseDealer?: { store?: { id: number; name: string } | null; name?: string | null } | null;
  status: 'pending' | 'registered';
  createDate: string;
  answerInfos: AnswerInfo[];
}

export const REGISTERED_PRODUCTS_KEY = ['registeredProducts'] as const;

/** GET users/{id}/registeredProducts in one of the spec §2 sort orders (all of them: perPage=-1). */
export function useRegisteredProducts(sort: MyGearSortMethod) {
  return useQuery({
    queryKey: [...REGISTERED_PRODUCTS_KEY, sort],
    queryFn: async () =>
      (
        await apiRequest<{ data: RegisteredProduct[] }>(
          userPath(`/registeredProducts?sort=${sort}&perPage=-1`),
          {
            auth: 'id',
          },
        )
      ).data,
  });
}
