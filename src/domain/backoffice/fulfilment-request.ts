/**
 * A move staff ask for: into production, shipped with the carrier's tracking number (and, for
 * another carrier, its tracking link), delivered, or a shipped order's tracking put right (it
 * stays shipped).
 */
export type FulfilmentRequest =
  | { readonly action: 'startProduction' }
  | { readonly action: 'ship'; readonly carrier: string; readonly tracking_number: string; readonly tracking_url?: string }
  | { readonly action: 'deliver' }
  | {
      readonly action: 'correctTracking';
      readonly carrier: string;
      readonly tracking_number: string;
      readonly tracking_url?: string;
    };
