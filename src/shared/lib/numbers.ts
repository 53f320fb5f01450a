import { perLocale } from './perLocale';

/**
 * Numbers and naira amounts for readers, per language with Intl; a language the browser lacks falls back
 * to en-NG. Figures in translated text come through these from one source, so no translation retypes
 * (or mistypes) a fee.
 *
 * English whole numbers are written here, without Intl: every page is first drawn in English (the
 * prerendered HTML), and building an Intl formatter while the page starts blocked a slow phone for up to
 * 280 ms (CPU profile at ×11). localeFormats.test.ts checks they match Intl's en-NG.
 */
export function formatNumber(value: number, locale: string): string {
  if (locale === 'en-NG' && isPlainWhole(value)) return withThousands(value);
  return wholeNumbers(locale).format(value);
}

/** "₦1,000": whole naira, the sign as the language writes it. */
export function formatNaira(value: number, locale: string): string {
  if (locale === 'en-NG' && isPlainWhole(value)) {
    return `${value < 0 ? '-' : ''}₦${withThousands(Math.abs(value))}`;
  }
  return nairaAmounts(locale).format(value);
}

/** A whole number that String() writes as Intl does (not -0, which Intl writes "-0"). */
function isPlainWhole(value: number): boolean {
  return Number.isSafeInteger(value) && !Object.is(value, -0);
}

/** 1234567 → "1,234,567". */
function withThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

const wholeNumbers = perLocale(
  (locale) => new Intl.NumberFormat([locale, 'en-NG'], { maximumFractionDigits: 0 }),
);
const nairaAmounts = perLocale(
  (locale) =>
    new Intl.NumberFormat([locale, 'en-NG'], {
      style: 'currency',
      currency: 'NGN',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }),
);
