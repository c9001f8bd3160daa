import { Alert, Button, Typography } from 'antd';
import { useGrantsT, type GrantsT } from '../i18n';
import { permissionKey, type PermissionBody } from '../model/grantDraft';
import { principalShort } from '../../../lake-common/model/principal';
import styles from './grants.module.css';

/** What one BatchGrant/BatchRevoke call was asked and answered. */
export interface BatchOutcomeValue {
  kind: 'grant' | 'revoke';
  attempted: PermissionBody[];
  success: boolean;
  errorMessage?: string | undefined;
  failures: { errorCode: string; errorMessage: string; permission: PermissionBody }[];
}

/** A permission in a sentence: `SELECT on sales.orders for user/alice`. */
export function permissionText(permission: PermissionBody, t: GrantsT): string {
  return t('grants.revokeItem', {
    access: permission.access,
    resource: resourceName(permission, t),
    principal: principalShort(permission.principal),
  });
}

export function resourceName(permission: PermissionBody, t: GrantsT): string {
  const leaf = permission.table ?? permission.function ?? permission.view;
  const path = [permission.database, leaf].filter(Boolean).join('.');
  return path === '' ? t('grants.thisCatalog') : path;
}

/**
 * The answer to a batch, row by row: each failed permission with the service's error code and
 * message beside it, then the ones that went through. `success=false` and its message stay until
 * dismissed.
 */
export function BatchOutcome({
  outcome,
  onDismiss,
}: {
  outcome: BatchOutcomeValue;
  onDismiss: () => void;
}) {
  const t = useGrantsT();
  const failed = new Map(
    outcome.failures.map((failure) => [permissionKey(failure.permission), failure]),
  );
  // A failure the service names for a permission not asked for is still shown.
  const extra = outcome.failures.filter(
    (failure) =>
      !outcome.attempted.some((p) => permissionKey(p) === permissionKey(failure.permission)),
  );
  const done = outcome.attempted.filter((p) => !failed.has(permissionKey(p)));
  const failedRows = [
    ...outcome.attempted.filter((p) => failed.has(permissionKey(p))),
    ...extra.map((failure) => failure.permission),
  ];
  const total = outcome.attempted.length;
  // success=false with no row named: which ones went through is not known from the answer.
  const unconfirmed = !outcome.success && outcome.failures.length === 0;
  const summary = unconfirmed
    ? t('grants.outcome.unconfirmed')
    : outcome.kind === 'grant'
      ? t('grants.outcome.granted', { done: done.length, total })
      : t('grants.outcome.revoked', { done: done.length, total });
  const clean = outcome.success && failedRows.length === 0;
  return (
    <Alert
      type={clean ? 'success' : failedRows.length === total || unconfirmed ? 'error' : 'warning'}
      showIcon
      role={clean ? 'status' : 'alert'}
      style={{ marginBottom: 16 }}
      title={
        <span>
          {t(outcome.kind === 'grant' ? 'grants.outcome.grant' : 'grants.outcome.revoke')}:{' '}
          {summary}
        </span>
      }
      description={
        <>
          {!outcome.success && (
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              {outcome.errorMessage
                ? t('grants.outcome.serviceSaid', { message: outcome.errorMessage })
                : t('grants.outcome.notSuccess')}
              {unconfirmed && <> {t('grants.outcome.unconfirmedNote')}</>}
            </Typography.Paragraph>
          )}
          <table className={styles.outcome}>
            <caption className="visually-hidden">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{t('grants.outcome.col.permission')}</th>
                <th scope="col">{t('grants.outcome.col.result')}</th>
              </tr>
            </thead>
            <tbody>
              {failedRows.map((permission) => {
                const failure = failed.get(permissionKey(permission)) ??
                  extra.find((f) => f.permission === permission) ?? {
                    errorCode: '',
                    errorMessage: '',
                  };
                return (
                  <tr key={permissionKey(permission)} className={styles.failed}>
                    <th scope="row">{permissionText(permission, t)}</th>
                    <td>
                      <strong>
                        {t('grants.outcome.failedRow', { code: failure.errorCode || '—' })}
                      </strong>{' '}
                      {failure.errorMessage}
                    </td>
                  </tr>
                );
              })}
              {done.map((permission) => (
                <tr key={permissionKey(permission)}>
                  <th scope="row">{permissionText(permission, t)}</th>
                  <td>
                    {unconfirmed ? t('grants.outcome.unconfirmedRow') : t('grants.outcome.doneRow')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      }
      action={
        <Button size="small" onClick={onDismiss}>
          {t('grants.outcome.dismiss')}
        </Button>
      }
    />
  );
}
