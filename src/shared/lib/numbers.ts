/**
 * Numbers and naira amounts for readers: "1,234,567" and "₦1,000", the same in every language the site
 * is written in (Nigerians write figures this way in each of them) and in every browser — Intl's data for
 * yo, ha, ig and pcm differs between Node and browsers, and Chromium has none, so a prerendered figure
 * could change as the page hydrated. Figures in translated text come through these from one source, so
 * no translation retypes (or mistypes) a fee. Written by hand: building an Intl formatter while the page
 * starts blocked a slow phone for up to 280 ms (CPU profile at ×11). localeFormats.test.ts checks they
 * match Intl's en-NG.
 */
export function formatNumber(value: number): string {
  if (isPlainWhole(value)) return withThousands(value);
  return wholeNumbers().format(value);
}

/** "₦1,000": whole naira. */
export function formatNaira(value: number): string {
  if (isPlainWhole(value)) return `${value < 0 ? '-' : ''}₦${withThousands(Math.abs(value))}`;
  return nairaAmounts().format(value);
}

/** A whole number that String() writes as Intl does (not -0, which Intl writes "-0"). */
function isPlainWhole(value: number): boolean {
  return Number.isSafeInteger(value) && !Object.is(value, -0);
}

/** 1234567 → "1,234,567". */
function withThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

// Fractions, -0 and numbers past 2⁵³ (never a fee or a count): Intl's en-NG, made when first needed.
let numberFormat: Intl.NumberFormat | undefined;
let nairaFormat: Intl.NumberFormat | undefined;
const wholeNumbers = () => (numberFormat ??= new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 }));
const nairaAmounts = () =>
  (nairaFormat ??= new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }));
