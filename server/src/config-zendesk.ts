import { type Brand, isBrand } from '@backstage/domain';
import { z } from 'zod';

/** A Zendesk object id (ticket field, brand): a positive whole number. */
const zendeskId = (what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .positive(`must be ${what}`)
    .optional();

/** The help centre's sign-on and the Zendesk help desk (README.md#configuration), part of config.ts's schema. */
export const zendeskSettings = {
  /**
   * The help centre (docs/product.md#help-centre), e.g. https://roland.zendesk.com: `zendesk/sso` signs users
   * in there and sends them back only to addresses on this host. Unset with ZENDESK_SSO_SECRET: no SSO.
   */
  ZENDESK_HELP_CENTER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://roland.zendesk.com' })
    .optional(),
  /**
   * The Zendesk account support tickets go to instead of the built-in help desk (all three together): the
   * subdomain of https://{subdomain}.zendesk.com, an agent's e-mail and an API token.
   */
  ZENDESK_SUBDOMAIN: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/i, 'must be the subdomain of {subdomain}.zendesk.com')
    .optional(),
  ZENDESK_EMAIL: z.email({ error: 'must be the e-mail of a Zendesk agent' }).optional(),
  ZENDESK_TOKEN: z.string().min(1).optional(),
  /** Where Zendesk's API is reached instead of https://{subdomain}.zendesk.com (a proxy; tests use a local fake). */
  ZENDESK_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://roland.zendesk.com' })
    .optional(),
  /**
   * Zendesk's ids of the ticket fields the adapter fills (Admin Center > Objects and rules > Ticket fields):
   * the product name, the request type (the support form) and the requester's country. A field without an
   * id is left out; the ticket's tags still name the form and the brand (docs/product.md#tickets).
   */
  ZENDESK_FIELD_PRODUCT_NAME: zendeskId('a Zendesk ticket field id'),
  ZENDESK_FIELD_REQUEST_TYPE: zendeskId('a Zendesk ticket field id'),
  ZENDESK_FIELD_COUNTRY: zendeskId('a Zendesk ticket field id'),
  /**
   * The Zendesk brand each portal brand's tickets belong to, as `BRAND=id` pairs, comma-separated
   * (`ROLAND=360001,BOSS=360002`). A brand not listed goes to the account's default brand.
   */
  ZENDESK_BRAND_IDS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      const ids: Partial<Record<Brand, number>> = {};
      for (const pair of list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const [brand, id] = pair.split('=').map((part) => part.trim());
        if (!isBrand(brand) || !/^[1-9][0-9]{0,18}$/.test(id ?? '')) {
          ctx.addIssue({ code: 'custom', message: `"${pair}" must be BRAND=id, such as ROLAND=360001` });
          return z.NEVER;
        }
        ids[brand] = Number(id);
      }
      return ids;
    }),
  /** The shared secret of Zendesk's JWT single sign-on (HS256); from the help centre's admin settings. */
  ZENDESK_SSO_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
};
