/**
 * fast-check arbitraries for the domain's main types, published as the `./testing` entry so
 * code built on the domain can be property-tested against it. fast-check is the consumer's
 * (an optional peer dependency): nothing in `./domain` or `./headless` imports this.
 */
export { printableChar, fieldText } from './text';
export { templateValues, anyTemplate } from './templates';
export type { AnyTemplate } from './templates';
export { currency, moneyAmount, posterSize, wallSize, product, cartLine, cartLines } from './commerce';
export type { MoneyConstraints } from './commerce';
export { wall } from './wall';
export type { Wall } from './wall';
