import { useQueryClient } from '@tanstack/react-query';
import { Radio, Typography } from 'antd';
import type { MockControl } from '../../../api/mockControl';
import { ROLES, type Role } from '../../../api/roles';
import { sessionKeys } from '../../../api/session/queries';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/useSession';
import { useSettingsI18n } from '../i18n';

/**
 * Who the console acts for and what that role may do. In the demo, the role can be chosen: the
 * demo's session and its backend follow it (mocks/core/roleState.ts), so every control shows as
 * it would for that role behind the gateway.
 */
export function RoleCard({ mock }: { mock: MockControl | null }) {
  const { t } = useSettingsI18n();
  const toast = useToast();
  const client = useQueryClient();
  const session = useSession();
  if (!session?.gateway) return null;
  const roleName = (role: Role) => t(`role.${role}`);

  const actAs = (role: Role) => {
    mock?.setRole(role);
    // Every cached answer was given to the previous role: ask again as this one.
    void client.invalidateQueries();
    void client.refetchQueries({ queryKey: sessionKeys.current });
    toast.success(t('settings.roleDemoChanged', { role: roleName(role) }));
  };

  return (
    <SectionCard title={t('settings.role')}>
      {session.auth === 'demo' && mock ? (
        <>
          <Typography.Paragraph type="secondary">{t('settings.roleDemoHint')}</Typography.Paragraph>
          <Radio.Group
            aria-label={t('settings.roleDemo')}
            value={session.role}
            onChange={(event) => actAs(event.target.value as Role)}
            options={ROLES.map((role) => ({ value: role, label: roleName(role) }))}
            optionType="button"
          />
        </>
      ) : (
        <Typography.Paragraph role="status">
          {(session.name ?? session.email ?? session.subject)
            ? t('settings.roleCurrent', {
                name: session.name ?? session.email ?? session.subject ?? '',
                role: roleName(session.role),
              })
            : t('settings.roleNone', { role: roleName(session.role) })}
        </Typography.Paragraph>
      )}
      <ul style={{ margin: '12px 0 0', paddingLeft: 20 }}>
        {ROLES.map((role) => (
          <li key={role} aria-current={role === session.role ? 'true' : undefined}>
            {role === session.role ? (
              <strong>{t(`settings.roleWhat.${role}`)}</strong>
            ) : (
              t(`settings.roleWhat.${role}`)
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
