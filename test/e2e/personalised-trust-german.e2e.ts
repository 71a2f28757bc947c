import { describePersonalisedTrust, TRUST_STORES } from './personalised-trust-suite';

/** Personalised posters a shopper can trust, in the German store at 390 px: see personalised-trust-suite.ts. */
describePersonalisedTrust(TRUST_STORES.german);
