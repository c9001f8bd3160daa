import { useI18n } from '../i18n/useI18n';

/** Shown while a route's chunk loads; no antd, so it can stand before any route's code. */
export function PlainLoading() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" style={{ padding: 24, color: '#595959' }}>
      {t('app.loading')}
    </div>
  );
}
