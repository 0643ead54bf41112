// Written by the team with the screens (docs/translations.md).
import type { SupportLinkTexts } from '../support-link-types';

export const enUS: SupportLinkTexts = {
  product_support: {
    title: 'Ask a product question',
    description: 'Send our product specialists a question about your {name}.',
  },
  service_request: {
    title: 'Request a service or repair',
    description: 'Book a service for your {name}; we reply within 48 working hours.',
  },
  repair_status: { title: 'Check a repair status', description: 'See where a repair you booked stands.' },
  dw_product_support: {
    title: 'DW product support',
    description: 'Questions about set-up, tuning and hardware of your {name}.',
  },
  dwe_product_support: {
    title: 'DWe and DW Soundworks support',
    description: 'Help with the DWe kit, its app and the DW Soundworks library.',
  },
  dw_brands_product_support: {
    title: 'Product support',
    description: 'Questions about your {name} for the DW family of brands.',
  },
  dw_service_inquiry: {
    title: 'Returns, repairs and warranty',
    description: 'Start a return, a repair or a warranty claim.',
  },
  dw_order_support: { title: 'Order support', description: 'Questions about an order you placed.' },
  contact_us: { title: 'Contact Roland Cloud', description: 'Billing, instruments or anything else.' },
  cloud_account: { title: 'Your membership', description: 'Plans, billing history and activation keys.' },
  my_gear: {
    title: 'Register your {name}',
    description: 'Registered products appear in My Gear with their serial number and purchase date.',
  },
};
