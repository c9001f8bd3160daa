import { signInUrl } from '../api/session/signIn';
import { useI18n } from '../i18n/useI18n';
import { currentPage } from '../lib/signInEnded';
import styles from './ButtonLink.module.css';

/**
 * The gateway's sign-in, back to this page. A full navigation, not the router's: the gateway
 * answers it. What the person has not saved is in session storage (drafts), which the round trip
 * keeps.
 */
export function SignInAgainLink() {
  const { t } = useI18n();
  return (
    <a
      className={`${styles.button} ${styles.primary}`}
      href={signInUrl(currentPage())}
      // The page may have moved on since this rendered (a search, a tab): come back to where it is.
      onClick={(event) => {
        event.currentTarget.href = signInUrl(currentPage());
      }}
    >
      {t('error.signInAgain')}
    </a>
  );
}
