import type { GuideFigure } from '@/shared/api/guideContent';
import { formatMonthOfYear } from '@/shared/i18n/formatDates';
import type { Locale, Vars } from '@/shared/i18n/translate';
import { formatNaira, formatNumber } from '@/shared/lib/numbers';

/** A guide's figures written for readers of `locale`: the values of its placeholders. */
export function figureValues(figures: Readonly<Record<string, GuideFigure>>, locale: Locale): Vars {
  return Object.fromEntries(
    Object.entries(figures).map(([name, figure]) => [name, figureText(figure, locale)]),
  );
}

function figureText(figure: GuideFigure, locale: Locale): string {
  switch (figure.kind) {
    case 'number':
      return formatNumber(figure.value);
    case 'naira':
      return formatNaira(figure.value);
    case 'year':
      return String(figure.value);
    case 'monthOfYear':
      // A month is when a rule began or ends: with the official English date beside it.
      return formatMonthOfYear(figure.year, figure.month, locale, { official: true });
  }
}
