import { describeLook } from './look-suite';

/** Every main page type at a desktop and a phone width with JavaScript off (the server's HTML and styles alone): see look-suite.ts. */
describeLook([
  { width: 1280, height: 900, js: false },
  { width: 390, height: 844, js: false },
]);
