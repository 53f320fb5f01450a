import type { GuideFigure } from '@/shared/api/guideContent';
import type { Vars } from '@/shared/i18n/translate';
import { formatMonthOfYear } from '@/shared/lib/dates';
import { formatNaira, formatNumber } from '@/shared/lib/numbers';

/** A guide's figures written for readers of `locale` (an Intl locale): the values of its placeholders. */
export function figureValues(figures: Readonly<Record<string, GuideFigure>>, locale: string): Vars {
  return Object.fromEntries(
    Object.entries(figures).map(([name, figure]) => [name, figureText(figure, locale)]),
  );
}

function figureText(figure: GuideFigure, locale: string): string {
  switch (figure.kind) {
    case 'number':
      return formatNumber(figure.value, locale);
    case 'naira':
      return formatNaira(figure.value, locale);
    case 'year':
      return String(figure.value);
    case 'monthOfYear':
      return formatMonthOfYear(figure.year, figure.month, locale);
  }
}
