export * from './roles';
export * from './order-lifecycle';
export * from './tracking-number';
export * from './limits';
export * from './refunds';
