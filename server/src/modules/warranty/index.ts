// The warranty module: the warranty terms (master data seeded from seed/warranty-terms.json) and where a
// unit's warranty stands (docs/product.md#warranty); the rule itself is the domain's.
export { seedWarrantyTerms, type WarrantyUnit, warrantyCalculator } from './warranty-service';
