import { BusyModal } from '../../../../components/BusyModal';
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import type { RefSelectProps } from 'antd';
import type { LakeRole } from '../../../../api/lake/accessSchemas';
import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { lakeAccessMutations } from '../../../../api/lake/accessMutations';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import { ErrorState } from '../../../../components/ErrorState';
import { useFocusOnOpen } from '../../../../components/useFocusOnOpen';
import { useRolesT } from '../i18n';
import { PrincipalLabel } from '../../../lake-common/components/PrincipalLabel';
import { byPrincipalKind, principalText } from '../../../lake-common/model/principal';

interface Values {
  users: string[];
}

export interface GrantRoleDialogProps {
  role: LakeRole;
  onClose: () => void;
  onGranted: (count: number) => void;
}

/**
 * Grant a role to users in one GrantRoleToUsers: a searchable multi-select of the account's users
 * (those who have the role already are not offered). A failure stays in the dialog with the choice.
 */
export function GrantRoleDialog({ role, onClose, onGranted }: GrantRoleDialogProps) {
  const t = useRolesT();
  const [form] = Form.useForm<Values>();
  const users = useQuery(lakeAccessQueries.users({ maxResults: MAX_RESULTS_MAX }));
  const grant = useMutation(lakeAccessMutations.grantRoleToUsers());
  const { ref, afterOpenChange } = useFocusOnOpen<RefSelectProps>();
  const members = useMemo(
    () => new Set(role.users.map((user) => user.userPrincipal)),
    [role.users],
  );
  const options = useMemo(
    () =>
      // RAM users, then RAM roles acting as users: each option with its kind badge.
      byPrincipalKind(
        (users.data?.users ?? []).filter((user) => !members.has(user.userPrincipal)),
        (user) => user.userPrincipal,
      ).flatMap((group) =>
        group.items.map((user) => ({
          value: user.userPrincipal,
          label: principalText(user.userPrincipal, user.displayName || user.userName),
          name: user.displayName || user.userName,
        })),
      ),
    [users.data, members],
  );

  const submit = async ({ users: chosen }: Values) => {
    try {
      await grant.mutateAsync({ rolePrincipal: role.rolePrincipal, userPrincipals: chosen });
    } catch {
      return;
    }
    onGranted(chosen.length);
  };

  return (
    <BusyModal
      open
      afterOpenChange={afterOpenChange}
      title={t('roles.grantTitle', { name: role.roleName })}
      okText={t('roles.grantSubmit')}
      cancelText={t('common.cancel')}
      busy={grant.isPending}
      okButtonProps={{ disabled: !users.isSuccess }}
      onOk={() => form.submit()}
      onClose={onClose}
      destroyOnHidden
      width={600}
    >
      {users.isError ? (
        <ErrorState
          error={users.error}
          title={t('roles.grant.usersFailed')}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ users: [] }}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => {
            if (grant.isError) grant.reset();
          }}
        >
          <Form.Item
            name="users"
            label={t('roles.grant.users')}
            extra={t('roles.grant.usersHelp')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('roles.grant.usersRequired') },
            ]}
            style={{ marginBottom: grant.isError ? 16 : 0 }}
          >
            <Select
              ref={ref}
              mode="multiple"
              loading={users.isPending}
              options={options}
              optionFilterProp="label"
              optionRender={(option) => (
                <PrincipalLabel principal={String(option.value)} displayName={option.data.name} />
              )}
              showSearch
              allowClear
            />
          </Form.Item>
        </Form>
      )}
      {grant.isError && <ErrorState error={grant.error} title={t('roles.grant.failed')} />}
    </BusyModal>
  );
}
