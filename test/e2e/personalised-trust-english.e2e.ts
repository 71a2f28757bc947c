import { describePersonalisedTrust, TRUST_STORES } from './personalised-trust-suite';

/** Personalised posters a shopper can trust, in the English store at 1280 px: see personalised-trust-suite.ts. */
describePersonalisedTrust(TRUST_STORES.english);
