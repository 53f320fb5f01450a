import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { StaffPanel } from '@/shared/components/StaffPanel';
import { LOCALES } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { DemoNotice } from './DemoNotice';
import { adminMessages } from './messages';
import './admin.css';
import '@/shared/components/staffScreens.css';

/**
 * The Site Settings tab: a switched-off form showing what could be set (SPEC §2: demo only, nothing
 * saved). Content lives on the server now, so there is no backup of it to offer here.
 */
export function SettingsPanel() {
  const t = useT(adminMessages);
  const nav = useT(siteMessages);
  return (
    <StaffPanel titleId="admin-settings-title" title={t('settings.title')}>
      <DemoNotice badge={t('demo.only')}>{t('settings.note')}</DemoNotice>
      <Form className="admin-narrow" onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled>
          <Form.Group className="mb-3" controlId="settings-site-name">
            <Form.Label>{t('settings.siteName')}</Form.Label>
            <Form.Control defaultValue={nav('site.name')} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="settings-contact-email">
            <Form.Label>{t('settings.contactEmail')}</Form.Label>
            <Form.Control type="email" defaultValue="help@example.gov.ng" />
          </Form.Group>
          <Form.Group className="mb-3" controlId="settings-language">
            <Form.Label>{t('settings.language')}</Form.Label>
            <Form.Select defaultValue="en">
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {nav(`lang.${locale}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Check
            className="mb-3 admin-switch"
            type="switch"
            id="settings-maintenance"
            label={t('settings.maintenance')}
          />
          <Button type="submit">{t('settings.save')}</Button>
        </fieldset>
      </Form>
    </StaffPanel>
  );
}
