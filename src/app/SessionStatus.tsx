import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sessionQueries } from '../api/session/queries';
import { isSignInRequired } from '../api/session/model';
import { describeError } from '../components/describeError';
import { SignInAgainLink } from '../components/SignInAgainLink';
import { useI18n } from '../i18n/useI18n';
import { useSignInEnded } from '../lib/signInEnded';
import styles from './Shell.module.css';

/**
 * Who the console acts for, in the header: the signed-in person, their role and "Sign out"
 * (a same-origin POST, which the gateway's Origin check lets through); in the demo, the role
 * it acts as, chosen in Settings. Nothing without a gateway.
 */
export function SessionBadge() {
  const { t } = useI18n();
  const session = useQuery(sessionQueries.current()).data;
  if (!session?.gateway) return null;
  const role = t(`role.${session.role}`);
  if (session.auth === 'demo') {
    return (
      <Link to="/settings" className={styles.sessionBadge} title={t('session.demoRoleHint')}>
        {t('session.demoRole', { role })}
      </Link>
    );
  }
  const who = session.name ?? session.email ?? session.subject;
  return (
    <span className={styles.session}>
      {who && <span className={styles.sessionName}>{t('session.signedInAs', { name: who })}</span>}
      <span className={styles.sessionBadge}>{t('session.role', { role })}</span>
      {session.signOut && (
        <form method="post" action={session.signOut} className={styles.signOut}>
          <button type="submit" className={styles.signOutButton}>
            {t('session.signOut')}
          </button>
        </form>
      )}
    </span>
  );
}

/**
 * Above every page: the sign-in ended (a call was answered "sign in first"), or who the person is
 * could not be checked. Either way the page stays as it is: unsaved work is not lost.
 */
export function SessionNotice() {
  const { t } = useI18n();
  const ended = useSignInEnded();
  const query = useQuery(sessionQueries.current());
  if (ended || isSignInRequired(query.error)) {
    return (
      <div className={styles.notice} role="alert">
        <span>{t('error.signInEnded')}</span>
        <SignInAgainLink />
      </div>
    );
  }
  if (!query.error || query.data) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t('session.unknown', { reason: describeError(query.error, t).message })}</span>
      <button
        type="button"
        className={styles.noticeDismiss}
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        {t('session.retry')}
      </button>
    </div>
  );
}
