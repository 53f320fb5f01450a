import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { pageMessages } from '@/features/pages/messages';
import { useT } from '@/features/i18n/useT';
import { Icon } from '@/features/ui/Icon';

export function UnauthorizedRoute() {
  const t = useT(pageMessages);
  return (
    <Container fluid="xl" className="py-5 text-center guide-text mx-auto">
      <Icon name="lock" size={48} className="text-primary mb-3" />
      <h1 className="display-6 fw-bold mb-3">{t('unauthorized.title')}</h1>
      <p className="lead mb-4">{t('unauthorized.body')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to="/" className="btn btn-primary">
          {t('unauthorized.home')}
        </Link>
        <Link to="/login" className="btn btn-outline-primary">
          {t('unauthorized.login')}
        </Link>
      </div>
    </Container>
  );
}
