import { StatusBadge } from '../../../components/StatusBadge';
import { principalKind, principalText, type PrincipalKind } from '../model/principal';
import { useComponentsT } from '../componentsI18n';
import styles from './components.module.css';

/** A principal's kind in words (user, RAM role, lake role), as a badge. */
export function PrincipalKindBadge({ kind }: { kind: PrincipalKind }) {
  const t = useComponentsT();
  if (kind === 'other') return null;
  return (
    <span title={t(`principal.kindHint.${kind}`)}>
      <StatusBadge tone={kind === 'lakeRole' ? 'warning' : 'neutral'}>
        {t(`principal.kind.${kind}`)}
      </StatusBadge>
    </span>
  );
}

/**
 * A principal the one way the console shows it: its kind badge, then its name ("Bob Li
 * (user/bob)", or "user/bob" without a display name), the whole descriptor as the name's title.
 */
export function PrincipalLabel({
  principal,
  displayName,
}: {
  principal: string;
  displayName?: string | null | undefined;
}) {
  return (
    <span className={styles.principal}>
      <PrincipalKindBadge kind={principalKind(principal)} />
      <span title={principal}>{principalText(principal, displayName)}</span>
    </span>
  );
}
