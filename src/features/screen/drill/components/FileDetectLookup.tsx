import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Typography } from 'antd';
import { screenQueries } from '../../../../api/screen/queries';
import { isIpAddress } from '../../../../api/screen/validate';
import { QueryState } from '../../../../components/QueryState';
import { useDrillI18n } from '../i18n';
import { JsonTree } from './JsonTree';
import styles from './drill.module.css';

function isEmptyResult(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return typeof data === 'object' && Object.keys(data).length === 0;
}

/**
 * GetFileDetectResultInner for one source IP. Its response is not documented, so it is shown as
 * it came, as a tree of text. The address is checked before anything is sent.
 */
export function FileDetectLookup({ initialIp = '' }: { initialIp?: string }) {
  const { t } = useDrillI18n();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(initialIp);
  const [error, setError] = useState<string | null>(null);
  // Opened for a host with a known address, the lookup runs at once.
  const [ip, setIp] = useState<string | null>(
    isIpAddress(initialIp.trim()) ? initialIp.trim() : null,
  );

  const query = useQuery({ ...screenQueries.fileDetect(ip ?? ''), enabled: ip !== null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!isIpAddress(next)) {
      setError(t('drill.file.invalidIp'));
      return;
    }
    setError(null);
    if (next === ip) void query.refetch();
    else setIp(next);
  };

  return (
    <div>
      <form className={styles.lookup} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={inputId}>{t('drill.file.ip')}</label>
          <Input
            id={inputId}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            spellCheck={false}
            style={{ width: 280 }}
          />
          {error && (
            <span id={errorId} className={styles.fieldError} role="alert">
              {error}
            </span>
          )}
        </div>
        <Button
          type="primary"
          htmlType="submit"
          style={{ marginTop: 26 }}
          loading={query.isFetching}
        >
          {t('drill.file.lookup')}
        </Button>
      </form>
      {ip !== null && (
        <section aria-label={t('drill.file.result', { ip })}>
          <Typography.Paragraph type="secondary">{t('drill.file.note')}</Typography.Paragraph>
          <QueryState
            query={query}
            isEmpty={isEmptyResult}
            empty={<Typography.Paragraph>{t('drill.file.empty')}</Typography.Paragraph>}
          >
            {(data) => (
              <JsonTree value={data} label={t('drill.file.result', { ip })} rootName={ip} />
            )}
          </QueryState>
        </section>
      )}
    </div>
  );
}
