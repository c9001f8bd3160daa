import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import {
  ROLE_DESCRIPTION_MAX,
  ROLE_DISPLAY_NAME_MAX,
  ROLE_NAME_PATTERN,
} from '../../../../api/lake/assumed';
import { lakeAccessMutations } from '../../../../api/lake/accessMutations';
import { NameFormModal } from '../../../lake-common/components/NameFormModal';
import { isNameTaken } from '../../../lake-common/model/nameTaken';
import { useRolesT } from '../i18n';

interface Values {
  roleName: string;
  displayName: string;
  description: string;
}

export interface CreateRoleModalProps {
  onClose: () => void;
  onCreated: (name: string) => void;
}

/**
 * Create a role: name (checked against the name rule as typed), display name and description. A
 * taken name is shown on the name field; any other failure in the dialog, with what was typed kept.
 */
export function CreateRoleModal({ onClose, onCreated }: CreateRoleModalProps) {
  const t = useRolesT();
  const [form] = Form.useForm<Values>();
  const create = useMutation(lakeAccessMutations.createRole());

  const submit = async (values: Values) => {
    const roleName = values.roleName.trim();
    try {
      await create.mutateAsync({
        roleName,
        displayName: values.displayName?.trim() ?? '',
        description: values.description?.trim() ?? '',
      });
    } catch (error) {
      if (isNameTaken(error)) {
        form.setFields([
          { name: 'roleName', errors: [t('roles.field.nameTaken', { name: roleName })] },
        ]);
      }
      return;
    }
    onCreated(roleName);
  };

  const otherError = create.isError && !isNameTaken(create.error) ? create.error : null;
  return (
    <NameFormModal<Values>
      form={form}
      title={t('roles.createTitle')}
      okText={t('roles.createSubmit')}
      cancelText={t('common.cancel')}
      request={create}
      initialValues={{ roleName: '', displayName: '', description: '' }}
      nameField={{
        name: 'roleName',
        label: t('roles.field.name'),
        rule: t('roles.field.nameRule'),
        required: t('roles.field.nameRequired'),
        invalid: t('roles.field.nameInvalid'),
        pattern: ROLE_NAME_PATTERN,
      }}
      onFinish={(values) => void submit(values)}
      error={otherError}
      errorTitle={t('roles.createFailed')}
      onClose={onClose}
    >
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
        style={{ marginBottom: 0 }}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </NameFormModal>
  );
}
