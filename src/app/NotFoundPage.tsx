import { Link, useLocation } from 'react-router';
import { Button, Result } from 'antd';
import { useI18n } from '../i18n/useI18n';

export function NotFoundPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.body', { path: pathname })}
      extra={
        <Link to="/webhooks">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
