import type { Translation } from '@/shared/i18n/translate';
import type { FooterMessageKey } from './footerMessages';

/** Hausa (ha) strings for footerMessages; English is in ./footerMessages.ts. */
const translation: Translation<FooterMessageKey> = {
  'footer.categories': 'Rukunai',
  'footer.resources': 'Kayan taimako',
  'footer.legal': 'Dokoki',
  'footer.social': 'Ku biyo mu',
  'footer.about':
    'Jagora ne mai zaman kansa game da ayyukan gwamnatin Najeriya. Kullum ku tabbatar da kuɗi da dokoki a wurin hukumar da ke bayar da takardar.',
  'link.about': 'Game da mu',
  'link.contact': 'Tuntuɓe mu',
  'link.accessibility': 'Sauƙin amfani ga kowa',
  'link.contribute': 'Ba da gudummawa',
  'link.newsletter': 'Wasiƙar labarai',
  'link.terms': 'Sharuɗɗan amfani',
  'link.privacy': 'Manufar sirri',
  'link.disclaimer': 'Iyakar alhakinmu',
};

export default translation;
