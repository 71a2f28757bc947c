/**
 * The checks Klarna Checkout v3 applies to a create or update body, as its API reference states
 * them: required fields, formats, integer minor units, and the amount rules that tie each line and
 * the order together. Pure: a body in, the accepted order or a Klarna error out.
 */

export type CheckoutRefusal = { readonly error_code: 'MISSING_VALUE' | 'BAD_VALUE'; readonly error_messages: readonly string[] };

export interface OrderLine {
  readonly type?: string;
  readonly reference?: string;
  readonly name: string;
  readonly quantity: number;
  readonly unit_price: number;
  readonly tax_rate: number;
  readonly total_amount: number;
  readonly total_discount_amount?: number;
  readonly total_tax_amount: number;
  readonly [field: string]: unknown;
}

export interface MerchantUrls {
  readonly terms: string;
  readonly checkout: string;
  readonly confirmation: string;
  readonly push: string;
  readonly validation?: string;
  readonly [field: string]: unknown;
}

/** The merchant's fields of a checkout order as accepted (unknown extra fields are kept and echoed, as Klarna does). */
export interface CheckoutFields {
  readonly purchase_country: string;
  readonly purchase_currency: string;
  readonly locale: string;
  readonly order_amount: number;
  readonly order_tax_amount: number;
  readonly order_lines: readonly OrderLine[];
  readonly merchant_urls: MerchantUrls;
  readonly merchant_reference1?: string;
  readonly merchant_reference2?: string;
  readonly [field: string]: unknown;
}

/** Line types the reference lists; a line without one is `physical`. */
export const LINE_TYPES = [
  'physical',
  'discount',
  'shipping_fee',
  'sales_tax',
  'digital',
  'gift_card',
  'store_credit',
  'surcharge',
];
/** Fields Klarna sets itself: a merchant's value for them is ignored, never echoed. */
const READ_ONLY = ['order_id', 'status', 'html_snippet', 'started_at', 'last_modified_at', 'completed_at'];
const REQUIRED_URLS = ['terms', 'checkout', 'confirmation', 'push'] as const;
const MAX_LINES = 1000;
/** tax_rate is in basis points of a percent: 2500 is 25 %. */
const RATE_SCALE = 10000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isAbsoluteUrl = (v: unknown): boolean =>
  typeof v === 'string' && URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol);

/**
 * Whether a line's tax is its total's share at its rate, within one minor unit for rounding:
 * total_tax_amount ≈ total_amount − total_amount × 10000 / (10000 + tax_rate). Compared in
 * integers (both sides times 10000 + tax_rate), so no float decides a boundary. Negative lines
 * (discounts, gift cards, store credit) follow the same formula on negative amounts.
 */
export const taxWithinRounding = (totalAmount: number, taxRate: number, totalTaxAmount: number): boolean => {
  const scale = RATE_SCALE + taxRate;
  return Math.abs(totalTaxAmount * scale - totalAmount * taxRate) <= scale;
};

class Problems {
  readonly missing: string[] = [];
  readonly bad: string[] = [];
  need(present: boolean, field: string): boolean {
    if (!present) this.missing.push(`Missing value: ${field}`);
    return present;
  }
  check(ok: boolean, field: string): boolean {
    if (!ok) this.bad.push(`Bad value: ${field}`);
    return ok;
  }
}

const checkLine = (line: unknown, at: string, p: Problems): boolean => {
  if (!p.check(isObject(line), at)) return false;
  const l = line as Record<string, unknown>;
  const before = p.missing.length + p.bad.length;
  for (const field of ['name', 'quantity', 'unit_price', 'tax_rate', 'total_amount', 'total_tax_amount']) {
    p.need(l[field] !== undefined && l[field] !== null, `${at}.${field}`);
  }
  if (l.type !== undefined) p.check(typeof l.type === 'string' && LINE_TYPES.includes(l.type), `${at}.type`);
  if (l.name !== undefined) p.check(typeof l.name === 'string' && l.name.length >= 1 && l.name.length <= 255, `${at}.name`);
  if (l.reference !== undefined) p.check(typeof l.reference === 'string' && l.reference.length <= 64, `${at}.reference`);
  if (l.quantity !== undefined) p.check(isInt(l.quantity) && l.quantity >= 1, `${at}.quantity`);
  if (l.tax_rate !== undefined) p.check(isInt(l.tax_rate) && l.tax_rate >= 0 && l.tax_rate <= RATE_SCALE, `${at}.tax_rate`);
  for (const field of ['unit_price', 'total_amount', 'total_tax_amount'] as const) {
    if (l[field] !== undefined) p.check(isInt(l[field]), `${at}.${field}`);
  }
  const discount = l.total_discount_amount ?? 0;
  p.check(isInt(discount) && discount >= 0, `${at}.total_discount_amount`);
  if (p.missing.length + p.bad.length > before) return false;

  const { quantity, unit_price, total_amount, total_tax_amount, tax_rate } = l as unknown as OrderLine;
  const gross = quantity * unit_price;
  const totalOk = p.check(Number.isSafeInteger(gross) && total_amount === gross - (discount as number), `${at}.total_amount`);
  const taxOk = p.check(taxWithinRounding(total_amount, tax_rate, total_tax_amount), `${at}.total_tax_amount`);
  return totalOk && taxOk;
};

/** The accepted fields of a create or update body, or the refusal Klarna answers with 400. */
export const checkCheckoutBody = (
  body: unknown,
): { ok: true; fields: CheckoutFields } | { ok: false; refusal: CheckoutRefusal } => {
  const p = new Problems();
  if (!isObject(body)) return { ok: false, refusal: { error_code: 'BAD_VALUE', error_messages: ['Bad value: body'] } };
  const b = body;
  for (const field of [
    'purchase_country',
    'purchase_currency',
    'locale',
    'order_amount',
    'order_tax_amount',
    'order_lines',
    'merchant_urls',
  ]) {
    p.need(b[field] !== undefined && b[field] !== null, field);
  }
  const str = (v: unknown, re: RegExp) => typeof v === 'string' && re.test(v);
  if (b.purchase_country != null) p.check(str(b.purchase_country, /^[A-Za-z]{2}$/), 'purchase_country');
  if (b.purchase_currency != null) p.check(str(b.purchase_currency, /^[A-Za-z]{3}$/), 'purchase_currency');
  if (b.locale != null) p.check(str(b.locale, /^[A-Za-z]{2,3}-[A-Za-z]{2}$/), 'locale');
  if (b.order_amount != null) p.check(isInt(b.order_amount) && b.order_amount >= 0, 'order_amount');
  if (b.order_tax_amount != null) p.check(isInt(b.order_tax_amount), 'order_tax_amount');
  for (const field of ['merchant_reference1', 'merchant_reference2']) {
    if (b[field] != null) p.check(typeof b[field] === 'string' && b[field].length <= 255, field);
  }
  if (b.merchant_urls != null && p.check(isObject(b.merchant_urls), 'merchant_urls')) {
    const urls = b.merchant_urls as Record<string, unknown>;
    for (const name of REQUIRED_URLS) {
      if (p.need(urls[name] != null, `merchant_urls.${name}`)) p.check(isAbsoluteUrl(urls[name]), `merchant_urls.${name}`);
    }
    if (urls.validation != null) p.check(isAbsoluteUrl(urls.validation), 'merchant_urls.validation');
  }
  let linesOk = false;
  if (b.order_lines != null) {
    const lines = b.order_lines;
    if (p.check(Array.isArray(lines) && lines.length >= 1 && lines.length <= MAX_LINES, 'order_lines')) {
      linesOk = (lines as unknown[]).map((line, i) => checkLine(line, `order_lines[${i}]`, p)).every(Boolean);
    }
  }
  // The order's totals are the sums of its lines, exactly (checked only when every line is sound).
  if (linesOk && isInt(b.order_amount) && isInt(b.order_tax_amount)) {
    const lines = b.order_lines as OrderLine[];
    p.check(b.order_amount === lines.reduce((sum, l) => sum + l.total_amount, 0), 'order_amount');
    p.check(b.order_tax_amount === lines.reduce((sum, l) => sum + l.total_tax_amount, 0), 'order_tax_amount');
  }
  if (p.missing.length > 0) return { ok: false, refusal: { error_code: 'MISSING_VALUE', error_messages: p.missing } };
  if (p.bad.length > 0) return { ok: false, refusal: { error_code: 'BAD_VALUE', error_messages: p.bad } };
  const fields = Object.fromEntries(Object.entries(b).filter(([key]) => !READ_ONLY.includes(key))) as CheckoutFields;
  return { ok: true, fields };
};
