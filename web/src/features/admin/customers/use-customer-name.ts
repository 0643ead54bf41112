import { fullName } from '@backstage/domain';
import { useCulture } from '@/i18n';

/** Who a customer is called in the console: first name, last name and the address to fall back on. */
export interface NamedCustomer {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A customer's full name in the order of the culture the console is shown in, family name first in Japanese
 * and Korean (docs/product.md#name-order), or the address when the account has no name.
 */
export function useCustomerName(): (customer: NamedCustomer) => string {
  const { cultureCode } = useCulture();
  return (customer) => fullName(cultureCode, customer) || customer.email;
}
