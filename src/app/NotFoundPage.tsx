import { useLocation } from 'react-router';
import { ButtonLink } from '../components/ButtonLink';
import { ResultState } from '../components/ResultState';
import { useI18n } from '../i18n/useI18n';

export function NotFoundPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  // Home is `/`, as in the header's brand link: it opens whatever the app starts on.
  return (
    <ResultState
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body', { path: pathname })}
      actions={
        <ButtonLink to="/" variant="primary">
          {t('notFound.home')}
        </ButtonLink>
      }
    />
  );
}
