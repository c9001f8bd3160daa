import { BusyModal } from '../../../../components/BusyModal';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { InputRef } from 'antd';
import { isApiError } from '../../../../api/errors';
import {
  LAKE_ERROR_CODES,
  ROLE_DESCRIPTION_MAX,
  ROLE_DISPLAY_NAME_MAX,
  ROLE_NAME_PATTERN,
} from '../../../../api/lake/assumed';
import { lakeAccessMutations } from '../../../../api/lake/accessQueries';
import { ErrorState } from '../../../../components/ErrorState';
import { useFocusOnOpen } from '../../../../components/useFocusOnOpen';
import { useRolesT } from './i18n';

interface Values {
  roleName: string;
  displayName: string;
  description: string;
}

export interface CreateRoleModalProps {
  onClose: () => void;
  onCreated: (name: string) => void;
}

/** A 409 `AlreadyExists`: the name is taken, which is said on the name field. */
function nameTaken(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.code === undefined || error.code === LAKE_ERROR_CODES.alreadyExists)
  );
}

/**
 * Create a role: name (checked against the name rule as typed), display name and description. A
 * taken name is shown on the name field; any other failure in the dialog, with what was typed kept.
 */
export function CreateRoleModal({ onClose, onCreated }: CreateRoleModalProps) {
  const t = useRolesT();
  const [form] = Form.useForm<Values>();
  const create = useMutation(lakeAccessMutations.createRole());
  const { ref, afterOpenChange } = useFocusOnOpen<InputRef>();

  const submit = async (values: Values) => {
    const roleName = values.roleName.trim();
    try {
      await create.mutateAsync({
        roleName,
        displayName: values.displayName?.trim() ?? '',
        description: values.description?.trim() ?? '',
      });
    } catch (error) {
      if (nameTaken(error)) {
        form.setFields([
          { name: 'roleName', errors: [t('roles.field.nameTaken', { name: roleName })] },
        ]);
      }
      return;
    }
    onCreated(roleName);
  };

  const otherError = create.isError && !nameTaken(create.error) ? create.error : null;
  return (
    <BusyModal
      open
      afterOpenChange={afterOpenChange}
      title={t('roles.createTitle')}
      okText={t('roles.createSubmit')}
      cancelText={t('common.cancel')}
      busy={create.isPending}
      onOk={() => form.submit()}
      onClose={onClose}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        autoComplete="off"
        requiredMark="optional"
        initialValues={{ roleName: '', displayName: '', description: '' }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => {
          if (create.isError) create.reset();
        }}
      >
        <Form.Item
          name="roleName"
          label={t('roles.field.name')}
          extra={t('roles.field.nameRule')}
          rules={[
            { required: true, whitespace: true, message: t('roles.field.nameRequired') },
            { pattern: ROLE_NAME_PATTERN, message: t('roles.field.nameInvalid') },
          ]}
        >
          <Input ref={ref} spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="displayName"
          label={t('roles.field.displayName')}
          rules={[
            {
              max: ROLE_DISPLAY_NAME_MAX,
              message: t('roles.field.tooLong', { max: ROLE_DISPLAY_NAME_MAX }),
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('roles.field.description')}
          rules={[
            {
              max: ROLE_DESCRIPTION_MAX,
              message: t('roles.field.tooLong', { max: ROLE_DESCRIPTION_MAX }),
            },
          ]}
          style={{ marginBottom: otherError ? 16 : 0 }}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
      {otherError !== null && <ErrorState error={otherError} title={t('roles.createFailed')} />}
    </BusyModal>
  );
}
