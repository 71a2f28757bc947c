export * from './roles';
export * from './order-lifecycle';
export * from './tracking-number';
export * from './limits';
export * from './coupon-rules';
export * from './artist-settings';
export * from './reprint';
export * from './shopper-progress';
