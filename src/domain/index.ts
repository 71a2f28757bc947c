/**
 * Public API of the pure domain core (docs/architecture.md#layers): every rule family, the
 * business constants of docs/rules/product-pages.md#size-frame-and-options and the country stores. No I/O, clock or framework here.
 */
export * from './result';
export * from './money';
export * from './constants';
export * from './pricing';
export * from './delivery';
export * from './print';
export * from './product';
export * from './wall';
export * from './templates';
export * from './validation';
export * from './catalogue';
export * from './search';
export * from './checkout';
export * from './stores/stores';
export * from './marketplace';
export * from './content/page-style';
export * from './backoffice';
export * from './payouts';
