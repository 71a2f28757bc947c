/** The staff's payout desk as the back office shows it (docs/rules/artists.md#payouts); amounts in euro cents. */
export interface PayoutArtistBalanceView {
  readonly artist_id: number;
  readonly alias: string;
  readonly name: string;
  readonly pending: number;
  readonly available: number;
  readonly has_details: boolean;
}

export interface PayoutBalancesView {
  readonly currency: string;
  readonly hold_days: number;
  readonly minimum: number;
  readonly artists: readonly PayoutArtistBalanceView[];
}

export interface PayoutLineView {
  readonly artist_id: number;
  readonly alias: string;
  readonly amount: number;
  readonly reference: string;
  readonly account_holder: string | null;
  readonly iban_masked: string | null;
  readonly payable: boolean;
}

export interface PayoutPreviewView {
  readonly from: string;
  readonly to: string;
  readonly currency: string;
  readonly minimum: number;
  readonly total: number;
  readonly lines: readonly PayoutLineView[];
}

export interface PayoutRunView {
  readonly id: number;
  readonly from: string;
  readonly to: string;
  readonly created_at: string;
  readonly staff: string;
  readonly payouts: number;
  readonly total: number;
}

/** The artist's own payout details as the profile shows them: the IBAN masked. */
export interface PayoutDetailsState {
  readonly account_holder: string | null;
  readonly iban_masked: string | null;
  readonly private_seller: boolean;
  readonly has_vat_number: boolean;
  readonly may_receive: boolean;
}

export interface PayoutDetailsChange {
  readonly account_holder: string;
  readonly iban: string;
  readonly private_seller: boolean;
}
