import { describeLook } from './look-suite';

/** Every main page type at a desktop and a phone width with JavaScript on (hydrated): see look-suite.ts. */
describeLook([
  { width: 1280, height: 900, js: true },
  { width: 390, height: 844, js: true },
]);
