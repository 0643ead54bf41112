import type { CatalogueProductResponse, DeviceResponse, RegisteredProductResponse } from '@backstage/domain';
import { useQueries } from '@tanstack/react-query';
import { useDevices } from './api/get-devices';
import { productSearchQueryOptions } from './api/search-products';

/** A unit of the user's that is not in My Gear yet, with its catalogue product. */
export interface Suggestion {
  device: DeviceResponse;
  product: CatalogueProductResponse;
}

const same = (a: string, b: string | null | undefined) => a.toUpperCase() === b?.toUpperCase();

/**
 * docs/product.md#suggestions "unregistered-products suggestions": the units the user's apps reported (device service) that no
 * registration holds yet, each matched to its catalogue product by model code; units the catalogue does
 * not know are left out, since they could not be registered anyway.
 */
export function useUnregisteredSuggestions(
  registrations: RegisteredProductResponse[] | undefined,
): Suggestion[] {
  const devices = useDevices();
  const unregistered = (devices.data ?? []).filter(
    (device) =>
      !registrations?.some(
        (r) => same(device.productCode, r.product.modelCode) && same(device.serial, r.serialCode),
      ),
  );
  const codes = [...new Set(unregistered.map((device) => device.productCode.toUpperCase()))];
  const found = useQueries({
    queries: registrations ? codes.map((code) => productSearchQueryOptions(code)) : [],
  });
  return unregistered.flatMap((device) => {
    const index = codes.indexOf(device.productCode.toUpperCase());
    const product = found[index]?.data?.find((p) => same(device.productCode, p.modelCode));
    return product ? [{ device, product }] : [];
  });
}
