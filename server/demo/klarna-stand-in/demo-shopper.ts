import type { Address } from './order-record.js';

/** The shopper the frame's form is prefilled with, and whom `purchase` uses for what it is not given. */
export const DEMO_SHOPPER: Omit<Address, 'country'> = {
  given_name: 'Alex',
  family_name: 'Example',
  email: 'alex.example@example.com',
  street_address: 'Example Street 1',
  postal_code: '12345',
  city: 'Exampleton',
};
