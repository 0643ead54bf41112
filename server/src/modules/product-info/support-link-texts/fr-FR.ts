// Machine-made by a language model on 2026-11-29, not yet reviewed (docs/translations.md#product-support-links).
import type { SupportLinkTexts } from '../support-link-types';

export const frFR: SupportLinkTexts = {
  product_support: {
    title: 'Poser une question sur le produit',
    description: 'Envoyez à nos spécialistes produit une question sur votre {name}.',
  },
  service_request: {
    title: 'Demander un entretien ou une réparation',
    description: 'Réservez un entretien pour votre {name} ; nous répondons sous 48 heures ouvrées.',
  },
  repair_status: {
    title: 'Suivre une réparation',
    description: 'Voyez où en est une réparation que vous avez demandée.',
  },
  dw_product_support: {
    title: 'Assistance produits DW',
    description: "Questions sur le montage, l'accordage et le matériel de votre {name}.",
  },
  dwe_product_support: {
    title: 'Assistance DWe et DW Soundworks',
    description: 'Aide pour le kit DWe, son application et la bibliothèque DW Soundworks.',
  },
  dw_brands_product_support: {
    title: 'Assistance produit',
    description: 'Questions sur votre {name} de la famille de marques DW.',
  },
  dw_service_inquiry: {
    title: 'Retours, réparations et garantie',
    description: 'Lancez un retour, une réparation ou une demande de garantie.',
  },
  dw_order_support: {
    title: 'Assistance commandes',
    description: 'Questions sur une commande que vous avez passée.',
  },
  contact_us: {
    title: 'Contacter Roland Cloud',
    description: 'Facturation, instruments ou toute autre question.',
  },
  cloud_account: {
    title: 'Votre abonnement',
    description: "Formules, historique de facturation et clés d'activation.",
  },
  my_gear: {
    title: 'Enregistrer votre {name}',
    description:
      "Les produits enregistrés apparaissent dans My Gear avec leur numéro de série et leur date d'achat.",
  },
};
