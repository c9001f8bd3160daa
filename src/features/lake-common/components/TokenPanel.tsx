import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined, KeyOutlined } from '@ant-design/icons';
import { isApiError } from '../../../api/errors';
import { lakeCache } from '../../../api/lake/cache';
import { type lakeQueries } from '../../../api/lake/queries';
import { ErrorState } from '../../../components/ErrorState';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast';
import { formatExact } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { useComponentsI18n } from '../componentsI18n';
import { formatCountdown, knownTokenKey, maskValue, orderTokenKeys } from '../model/tokenValues';
import styles from './components.module.css';
import { useLakeAllowed } from '../hooks/useLakeAllowed';
import { RoleNotice } from './RoleNotice';

/** The query options of either token operation (both read an AccessToken under a lake key). */
type TokenQueryOptions =
  ReturnType<typeof lakeQueries.catalogToken> | ReturnType<typeof lakeQueries.tableToken>;

export interface TokenPanelProps {
  title: string;
  /** `lakeQueries.catalogToken(name)` or `lakeQueries.tableToken(…)`. */
  query: TokenQueryOptions;
  /** Controls beside the title (e.g. the table token's network choice). */
  extra?: ReactNode;
  /** The operation `query` reads: a role that may not call it is told why, and nothing is sent. */
  operation: 'GetCatalogToken' | 'GetTableToken';
}

/**
 * Temporary storage credentials, handled as secrets: fetched only when asked, every value masked
 * until revealed (one at a time), copied without being shown, hidden again at expiry, and dropped
 * from the query cache as soon as this panel goes away (`gcTime: 0` and `forgetToken`). Nothing
 * is written to storage, the URL or the console.
 */
export function TokenPanel({ title, query: options, extra, operation }: TokenPanelProps) {
  const { t, locale } = useComponentsI18n();
  const { allowed, reason } = useLakeAllowed(operation);
  const toast = useToast();
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(options.queryKey);
  // Asking is per key: another resource (or network) in the same panel starts unasked.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const asked = askedFor === keyHash && allowed;
  const query = useQuery({
    ...options,
    enabled: asked,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // A token leaves the cache with the view that showed it, and when the panel moves to another key.
  const { queryKey } = options;
  useEffect(
    () => () => void lakeCache.forgetToken(queryClient, queryKey),
    // keyHash stands for queryKey's content; a new array with the same content is the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, keyHash],
  );

  const [revealed, setRevealed] = useState<{ at: number; keys: ReadonlySet<string> }>({
    at: 0,
    keys: new Set(),
  });
  const [copyFailed, setCopyFailed] = useState<string | null>(null);
  const data = asked ? query.data : undefined;
  const receivedAt = query.dataUpdatedAt;
  // A new token starts fully masked again.
  const shown = revealed.at === receivedAt ? revealed.keys : new Set<string>();
  const now = useNow('second', data !== undefined);
  const expired = data !== undefined && now >= data.expiresAtMillis;

  const toggle = (key: string) => {
    const next = new Set(shown);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setRevealed({ at: receivedAt, keys: next });
  };
  const labelOf = (rawKey: string) => {
    const known = knownTokenKey(rawKey);
    return known ? t(`catalogs.token.key.${known}`) : rawKey;
  };
  const copy = async (rawKey: string, value: string) => {
    setCopyFailed(null);
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('catalogs.token.copied'));
    } catch {
      setCopyFailed(rawKey);
    }
  };
  const renew = () => {
    setRevealed({ at: 0, keys: new Set() });
    void query.refetch();
  };

  let body: ReactNode;
  if (!allowed) {
    body = <RoleNotice reason={reason} />;
  } else if (!asked) {
    body = (
      <Button
        type="primary"
        icon={<KeyOutlined aria-hidden />}
        onClick={() => setAskedFor(keyHash)}
      >
        {t('catalogs.token.get')}
      </Button>
    );
  } else if (query.isError && data === undefined) {
    const forbidden = isApiError(query.error) && query.error.status === 403;
    body = (
      <ErrorState
        error={query.error}
        title={forbidden ? t('catalogs.token.forbidden') : t('catalogs.token.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data === undefined) {
    body = (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <span>{t('catalogs.token.loading')}</span>
      </Flex>
    );
  } else if (expired) {
    body = (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('catalogs.token.expired')}
        action={
          <Button onClick={renew} loading={query.isFetching}>
            {t('catalogs.token.renew')}
          </Button>
        }
      />
    );
  } else {
    const exact = formatExact(data.expiresAtMillis, locale);
    body = (
      <>
        <Flex gap={12} align="center" wrap style={{ marginBottom: 8 }}>
          <Typography.Text strong title={t('catalogs.token.expiresAt', { time: exact })}>
            {t('catalogs.token.expiresIn', { time: formatCountdown(data.expiresAtMillis - now) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('catalogs.token.expiresAt', { time: exact })}
          </Typography.Text>
          <Button size="small" onClick={renew} loading={query.isFetching}>
            {t('catalogs.token.refresh')}
          </Button>
        </Flex>
        <table className={styles.tokenTable} aria-label={t('catalogs.token.values')}>
          <tbody>
            {orderTokenKeys(Object.keys(data.token)).map((rawKey) => {
              const value = data.token[rawKey] ?? '';
              const label = labelOf(rawKey);
              const isShown = shown.has(rawKey);
              return (
                <tr key={rawKey}>
                  <th scope="row">
                    {label}
                    {label !== rawKey && <span className={styles.rawKey}>{rawKey}</span>}
                  </th>
                  <td>
                    <span className={styles.tokenValue} data-token-value={rawKey}>
                      {isShown ? value : maskValue(rawKey, value)}
                    </span>
                    {copyFailed === rawKey && (
                      <div role="alert" className={styles.fieldError}>
                        {t('catalogs.token.copyFailed', { name: label })}
                      </div>
                    )}
                  </td>
                  <td style={{ width: 1, whiteSpace: 'nowrap' }}>
                    <Flex gap={4}>
                      <Button
                        size="small"
                        aria-pressed={isShown}
                        aria-label={t('catalogs.token.reveal', { name: label })}
                        title={
                          isShown
                            ? t('catalogs.token.hide', { name: label })
                            : t('catalogs.token.reveal', { name: label })
                        }
                        icon={
                          isShown ? (
                            <EyeInvisibleOutlined aria-hidden />
                          ) : (
                            <EyeOutlined aria-hidden />
                          )
                        }
                        onClick={() => toggle(rawKey)}
                      />
                      <Button
                        size="small"
                        aria-label={t('catalogs.token.copy', { name: label })}
                        title={t('catalogs.token.copy', { name: label })}
                        icon={<CopyOutlined aria-hidden />}
                        onClick={() => void copy(rawKey, value)}
                      />
                    </Flex>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <SectionCard title={title} extra={extra}>
      <Typography.Paragraph type="secondary">{t('catalogs.token.intro')}</Typography.Paragraph>
      {body}
    </SectionCard>
  );
}
