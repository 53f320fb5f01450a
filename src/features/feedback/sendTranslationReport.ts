import { TRANSLATION_REPORT_PATH, type TranslationReportRequest } from '@/shared/api/feedback';

/** Sends one report to the server; true when it was taken (201), false otherwise or offline. */
export async function sendTranslationReport(
  report: TranslationReportRequest,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetcher(TRANSLATION_REPORT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    });
    return response.ok;
  } catch {
    return false;
  }
}
