import { NavLink } from 'react-router';
import { useRolesT } from '../i18n';
import { accessPaths } from '../model/paths';
import styles from './access.module.css';

const SECTIONS = [
  { key: 'roles', to: accessPaths.roles() },
  { key: 'users', to: accessPaths.users() },
  { key: 'vpcs', to: accessPaths.vpcs() },
] as const;

/** Roles · Users · Trusted VPCs: the access pages' own navigation, the current one marked. */
export function AccessNav() {
  const t = useRolesT();
  return (
    <nav aria-label={t('access.sections')} className={styles.sections}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink
              to={section.to}
              className={({ isActive }) => (isActive ? styles.current : undefined)}
            >
              {t(`access.section.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
