/**
 * One value per language, made on first use and then kept. For Intl formatters: building one loads the
 * language's data and costs a slow phone tens of milliseconds, and pages format several dates and
 * figures on every render.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
