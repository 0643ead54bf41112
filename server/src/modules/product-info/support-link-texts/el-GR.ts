// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const elGR: SupportLinkTexts = {
  product_support: {
    title: 'Κάντε μια ερώτηση για το προϊόν',
    description: 'Στείλτε στους ειδικούς μας μια ερώτηση για το προϊόν σας {name}.',
  },
  service_request: {
    title: 'Αίτημα σέρβις ή επισκευής',
    description: 'Κλείστε σέρβις για το προϊόν σας {name}· απαντάμε μέσα σε 48 εργάσιμες ώρες.',
  },
  repair_status: {
    title: 'Κατάσταση επισκευής',
    description: 'Δείτε σε ποιο στάδιο βρίσκεται η επισκευή που ζητήσατε.',
  },
  dw_product_support: {
    title: 'Υποστήριξη προϊόντων DW',
    description: 'Ερωτήσεις για τη συναρμολόγηση, το κούρδισμα και τον εξοπλισμό του προϊόντος σας {name}.',
  },
  dwe_product_support: {
    title: 'Υποστήριξη DWe και DW Soundworks',
    description: 'Βοήθεια για το κιτ DWe, την εφαρμογή του και τη βιβλιοθήκη DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Υποστήριξη προϊόντων',
    description: 'Ερωτήσεις για το προϊόν σας {name} από την οικογένεια μαρκών της DW.',
  },
  dw_service_inquiry: {
    title: 'Επιστροφές, επισκευές και εγγύηση',
    description: 'Ξεκινήστε μια επιστροφή, μια επισκευή ή ένα αίτημα εγγύησης.',
  },
  dw_order_support: {
    title: 'Υποστήριξη παραγγελιών',
    description: 'Ερωτήσεις για μια παραγγελία που κάνατε.',
  },
  contact_us: { title: 'Επικοινωνία με το Roland Cloud', description: 'Χρεώσεις, όργανα ή οτιδήποτε άλλο.' },
  cloud_account: {
    title: 'Η συνδρομή σας',
    description: 'Προγράμματα, ιστορικό χρεώσεων και κλειδιά ενεργοποίησης.',
  },
  my_gear: {
    title: 'Καταχωρίστε το προϊόν {name}',
    description:
      'Τα καταχωρισμένα προϊόντα εμφανίζονται στο My Gear με τον σειριακό αριθμό και την ημερομηνία αγοράς.',
  },
};
