import { describePersonalisedTrust, TRUST_STORES } from './personalised-trust-suite';

/** Personalised posters a shopper can trust, in the English store at both widths: see personalised-trust-suite.ts. */
describePersonalisedTrust(TRUST_STORES.english);
