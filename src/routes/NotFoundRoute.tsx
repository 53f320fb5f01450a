import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { pageMessages } from '@/features/pages/messages';
import { useT } from '@/features/i18n/useT';

export function NotFoundRoute() {
  const t = useT(pageMessages);
  return (
    <Container fluid="xl" className="py-5 text-center guide-text mx-auto">
      <h1 className="display-6 fw-bold mb-3">{t('notFound.title')}</h1>
      <p className="lead mb-4">{t('notFound.body')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to="/" className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to="/contact" className="btn btn-outline-primary">
          {t('notFound.support')}
        </Link>
      </div>
    </Container>
  );
}
