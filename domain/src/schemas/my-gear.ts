// Issue #5 My Gear: registered products, questionnaires, temporary data and the product region rule.
export * from '../product-regions';
export * from './questionnaire';
export * from './registered-product';
export * from './temporary-data';
