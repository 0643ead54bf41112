import {
  type AllProductsResponse,
  annualSavingPercent,
  type CloudOffer,
  type CloudProduct,
  cloudOfferSchema,
  cloudProductSchema,
} from '@backstage/domain';
import { z } from 'zod';
import hardwareProducts from './data/hardware-products.json';
import lifetimeKeys from './data/lifetime-keys.json';
import membershipProducts from './data/membership-products.json';
import offers from './data/offers.json';

// docs/product.md#cloud-plans: the catalogue is the four JSON list files shipped with the server, checked
// once at start, so a bad edit of a list stops the server instead of showing a broken page.
const products = z.array(cloudProductSchema);
const offerList = z.array(cloudOfferSchema.omit({ savingPercent: true })).parse(offers);
const monthly = (offer: CloudOffer) =>
  offerList.find((o) => o.tier === offer.tier && o.period === 'monthly' && o.kind === 'membership');

const CATALOGUE: AllProductsResponse = {
  offers: offerList.map((offer) => {
    const perMonth = offer.period === 'annual' ? monthly(offer) : undefined;
    return perMonth
      ? { ...offer, savingPercent: annualSavingPercent(perMonth.priceCents, offer.priceCents) }
      : offer;
  }),
  membershipProducts: products.parse(membershipProducts),
  lifetimeKeys: products.parse(lifetimeKeys),
  hardwareProducts: products.parse(hardwareProducts),
};

/** `GET api/account-details/all-products`. */
export const allProducts = (): AllProductsResponse => CATALOGUE;

export const findOffer = (offerId: string): CloudOffer | undefined =>
  CATALOGUE.offers.find((offer) => offer.offerId === offerId);

export const findHardwareProduct = (code: string): CloudProduct | undefined =>
  CATALOGUE.hardwareProducts.find((p) => p.productCode === code || p.name === code);

/** The loyalty program's instruments: the lifetime-key instruments (docs/product.md#loyalty-program). */
export const loyaltyRewards = (): CloudProduct[] => CATALOGUE.lifetimeKeys;

/** A product's name as people see it, from any list. */
export function productName(code: string): string {
  const lists = [CATALOGUE.membershipProducts, CATALOGUE.lifetimeKeys, CATALOGUE.hardwareProducts];
  for (const list of lists) {
    const found = list.find((p) => p.productCode === code);
    if (found) return found.name;
  }
  return code;
}
