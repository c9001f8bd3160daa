import { Link, useLocation } from 'react-router';
import { Button } from 'antd';
import { ResultState } from '../components/ResultState';
import { useI18n } from '../i18n/useI18n';

export function NotFoundPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <ResultState
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body', { path: pathname })}
      actions={
        <Link to="/webhooks">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
