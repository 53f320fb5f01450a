/**
 * The calendar date (YYYY-MM-DD) of an ISO timestamp in Nigeria (West Africa Time, UTC+1 all year): an
 * article published at 23:30 UTC was published the next morning for its readers. The same on the server
 * and in every browser, whatever their time zone, so a hydrated page shows the date it was rendered with.
 */
export function nigerianDate(iso: string): string {
  const WAT_OFFSET_MS = 60 * 60 * 1000;
  return new Date(Date.parse(iso) + WAT_OFFSET_MS).toISOString().slice(0, 10);
}
