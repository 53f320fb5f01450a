import { useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { intlLocale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { isoDate } from '@/shared/lib/dates';
import { downloadText } from '@/shared/lib/download';
import { formatNumber } from '@/shared/lib/numbers';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { NEARLY_FULL, selectStoredChars, STORAGE_LIMIT_CHARS } from '@/shared/store/storageSlice';
import { checkBackup, storedContent, type BackupCheck } from './contentFormat';
import { itemsImported, selectContentItems } from './contentSlice';
import { contentMessages } from './messages';

/** The largest file worth reading: twice what the browser could ever hold for the site. */
const MAX_BACKUP_BYTES = STORAGE_LIMIT_CHARS * 4;

type Report = BackupCheck | { kind: 'notJson' } | { kind: 'tooLarge' };

/**
 * Site Settings' "Your content in this browser": how much of the browser's storage the portal uses (with
 * a warning when it is nearly full), a backup of every content item as a JSON file, and importing one —
 * checked item by item, with a report of what was imported and what was not, and why.
 */
export function ContentBackup() {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectContentItems);
  const storedChars = useAppSelector(selectStoredChars);
  const locale = intlLocale(useAppSelector(selectLocale));
  const [report, setReport] = useState<Report | null>(null);
  const used = Object.values(storedChars).reduce((total, chars) => total + chars, 0);
  const share = used / STORAGE_LIMIT_CHARS;
  const percent = new Intl.NumberFormat([locale, 'en-NG'], { style: 'percent', maximumFractionDigits: 1 });

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BACKUP_BYTES) return setReport({ kind: 'tooLarge' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setReport({ kind: 'notJson' });
    }
    const checked = checkBackup(parsed);
    setReport(checked);
    if (checked.kind === 'ok' && checked.items.length > 0) dispatch(itemsImported(checked.items));
  }

  return (
    <section className="card card-body mb-4 admin-narrow" aria-labelledby="content-backup-title">
      <h3 id="content-backup-title" className="h5">
        {t('backup.title')}
      </h3>
      <p>{t('backup.usage', { share: percent.format(share), count: formatNumber(items.length, locale) })}</p>
      {share >= NEARLY_FULL && <p className="alert alert-warning">{t('backup.nearlyFull')}</p>}
      <p>{t('backup.exportIntro')}</p>
      <div className="mb-3">
        <Button
          variant="outline-primary"
          onClick={() =>
            downloadText(
              `citizen-guide-content-${isoDate(new Date())}.json`,
              JSON.stringify(storedContent(items), null, 2),
            )
          }
        >
          {t('backup.export')}
        </Button>
      </div>
      <Form.Group controlId="content-import">
        <Form.Label>{t('backup.import')}</Form.Label>
        <Form.Control
          type="file"
          accept="application/json,.json"
          aria-describedby="content-import-hint"
          onChange={(event) => void importFile(event as ChangeEvent<HTMLInputElement>)}
        />
        <Form.Text id="content-import-hint">{t('backup.importHint')}</Form.Text>
      </Form.Group>
      <div role="status" className="mt-3">
        {report && <ImportReport report={report} />}
      </div>
    </section>
  );
}

/** What an import did: how many items came in, and each one that did not, with why. */
function ImportReport({ report }: { report: Report }) {
  const t = useT(contentMessages);
  if (report.kind !== 'ok') return <p className="mb-0">{t(`backup.${report.kind}`)}</p>;
  return (
    <>
      <p className="mb-1">{t('backup.imported', { count: report.items.length })}</p>
      {report.rejected.length > 0 && (
        <>
          <p className="mb-1">{t('backup.rejected', { count: report.rejected.length })}</p>
          <ul className="mb-0">
            {report.rejected.map(({ number, title, fields }) => (
              <li key={number}>
                {fields.includes('id') && fields.length === 1
                  ? t('backup.duplicate', { number, title })
                  : t('backup.invalid', { number, title, fields: fields.join(', ') })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
