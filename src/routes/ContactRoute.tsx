import { useLocation } from 'react-router-dom';
import { ContactPage, type AgencyContact } from '@/features/contact/ContactPage';
import { DOCUMENT_CATALOGUE } from '@/features/documents/catalogue';
import { documentsMessages } from '@/features/documents/messages';
import { contactMessages } from '@/features/contact/messages';
import { useT } from '@/shared/i18n/useT';
import { PageFeedback } from '@/compose/belowTheFold';

/**
 * /contact: the contact page, with every document of the catalogue and the agency that issues it (the NIN
 * is NIMC's: named here, so the page does not carry the NIN guide's text), and "Is this page useful?" for a message to the editors.
 */
const NIMC_SITE = 'https://nimc.gov.ng';

export function ContactRoute() {
  const tDocs = useT(documentsMessages);
  const t = useT(contactMessages);
  const { pathname } = useLocation();
  const agencies: AgencyContact[] = DOCUMENT_CATALOGUE.flatMap((entry): AgencyContact[] => {
    if (entry.id === 'nin')
      return [
        { id: entry.id, document: tDocs(entry.titleKey), agency: t('contact.agencies.nimc'), url: NIMC_SITE },
      ];
    if (!entry.agency) return [];
    return [
      {
        id: entry.id,
        document: tDocs(entry.titleKey),
        agency: tDocs(entry.agency.nameKey),
        url: entry.agency.url,
      },
    ];
  });
  return <ContactPage agencies={agencies} feedback={<PageFeedback page={pathname} />} />;
}
