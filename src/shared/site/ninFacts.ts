import type { Locale, Vars } from '@/shared/i18n/translate';
import { formatMonthOfYear } from '@/shared/i18n/formatDates';
import { formatNaira, formatNumber } from '@/shared/lib/numbers';

/**
 * The NIN guide's figures (SPEC §2/§9 and docs/NIN-FACTS.md), in one place. Every language's text
 * names them by placeholder ({modificationFee}), so a translation cannot retype a fee or an age wrongly,
 * and a corrected figure changes in every language at once.
 */
export const NIN_FACTS = {
  digits: 11,
  adultAge: 16,
  photoOnlyUnder: 6,
  cardFeeMin: 1000,
  cardFeeMax: 3000,
  modificationFee: 500,
  /** The NCC's SIM–NIN rule, as year and month. */
  simRuleSince: { year: 2020, month: 12 },
  birthDateFeeRaisedIn: 2025,
  virtualNinLength: 16,
  virtualNinHours: 72,
} as const;

/** The figures written for readers of `locale`: the rule's start with its official English date beside it. */
export function ninFactValues(locale: Locale): Vars {
  const n = formatNumber;
  const naira = formatNaira;
  const { simRuleSince } = NIN_FACTS;
  return {
    digits: n(NIN_FACTS.digits),
    adultAge: n(NIN_FACTS.adultAge),
    childMaxAge: n(NIN_FACTS.adultAge - 1),
    photoOnlyUnder: n(NIN_FACTS.photoOnlyUnder),
    cardFeeMin: naira(NIN_FACTS.cardFeeMin),
    cardFeeMax: naira(NIN_FACTS.cardFeeMax),
    modificationFee: naira(NIN_FACTS.modificationFee),
    simRuleSince: formatMonthOfYear(simRuleSince.year, simRuleSince.month, locale, { official: true }),
    birthDateFeeRaisedIn: String(NIN_FACTS.birthDateFeeRaisedIn),
    virtualNinLength: n(NIN_FACTS.virtualNinLength),
    virtualNinHours: n(NIN_FACTS.virtualNinHours),
  };
}
