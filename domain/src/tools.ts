import type { Brand } from './brands';
import list from './tools.json' with { type: 'json' };

/**
 * A maker's app or download on the Tools page (docs/product.md#tools), listed on the sites of its `brands`. It
 * serves the catalogue products named in `products` and every product of the brands in `serves`. `portalPath` is its page in the portal
 * (app support page, Roland Cloud, a product's downloads tab); `siteUrl` is on the maker's own sites only
 * (docs/product.md#restricted-redirect), which tools.test.ts checks.
 */
export interface Tool {
  id: string;
  name: string;
  brands: Brand[];
  serves?: Brand[];
  products: string[];
  platforms: string[];
  portalPath?: string;
  siteUrl: string;
  /** en-US always; other cultures where written (en-JM and the rest read en-US). */
  description: { 'en-US': string } & Record<string, string>;
}

/** The list shipped with the portal (`tools.json`). */
export const TOOLS: readonly Tool[] = list as Tool[];

/** A product of the user's My Gear, as the Tools page matches it. */
export interface GearProduct {
  slug: string;
  name: string;
  brand: string;
}

export interface ToolForGear {
  tool: Tool;
  /** The user's products it serves, each once. */
  gear: GearProduct[];
}

export interface ToolsSelection {
  /** Tools for the products in My Gear: those made for them before brand-wide ones, then serving most first. */
  forGear: ToolForGear[];
  /** The site brand's other tools. */
  forBrand: Tool[];
  /** Everything else the group makes. */
  more: Tool[];
}

// A tool made for the user's very products comes before one that serves a whole brand.
const specific = (tool: Tool, gear: GearProduct[]) =>
  gear.some((product) => tool.products.includes(product.slug)) ? 1 : 0;

function serves(tool: Tool, product: GearProduct): boolean {
  return tool.products.includes(product.slug) || ((tool.serves ?? []) as string[]).includes(product.brand);
}

/**
 * docs/product.md#tools: signed in, the tools for the user's gear come first; then the tools of the site's
 * brand; then the rest of the group's, so a brand without apps of its own still offers something.
 */
export function selectTools(
  brand: Brand,
  gear: readonly GearProduct[] = [],
  tools: readonly Tool[] = TOOLS,
): ToolsSelection {
  const unique = [...new Map(gear.map((product) => [product.slug, product])).values()];
  const forGear = tools
    .map((tool) => ({ tool, gear: unique.filter((product) => serves(tool, product)) }))
    .filter((match) => match.gear.length > 0)
    .sort((a, b) => specific(b.tool, b.gear) - specific(a.tool, a.gear) || b.gear.length - a.gear.length);
  const shown = new Set(forGear.map((match) => match.tool.id));
  const forBrand = tools.filter((tool) => !shown.has(tool.id) && tool.brands.includes(brand));
  for (const tool of forBrand) shown.add(tool.id);
  return { forGear, forBrand, more: tools.filter((tool) => !shown.has(tool.id)) };
}

/** The tool's description in the culture, else in en-US. */
export function toolDescription(tool: Tool, cultureCode: string): string {
  return tool.description[cultureCode] ?? tool.description['en-US'];
}
