import { AccountView } from './account-view';
import { CustomerSearch } from './customer-search';

/** Customer lookup (`/admin/customers?q=`) and one customer's account (`/admin/customers/{id}`). */
export function CustomersSection({ customerId }: { customerId: string | undefined }) {
  return customerId ? <AccountView id={customerId} /> : <CustomerSearch />;
}
