/**
 * Numbers and naira amounts for readers, per language with Intl; a language the browser lacks falls back
 * to en-NG. Figures in translated text come through these from one source, so no translation retypes
 * (or mistypes) a fee.
 */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat([locale, 'en-NG'], { maximumFractionDigits: 0 }).format(value);
}

/** "₦1,000": whole naira, the sign as the language writes it. */
export function formatNaira(value: number, locale: string): string {
  return new Intl.NumberFormat([locale, 'en-NG'], {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(value);
}
