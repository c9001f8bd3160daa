import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input } from 'antd';
import { lakeCache } from '../../../api/lake/cache';
import { lakeShareMutations } from '../../../api/lake/shareMutations';
import type { Share } from '../../../api/lake/shareSchemas';
import { NameFormModal } from '../../lake-common/components/NameFormModal';
import { isNameTaken } from '../../lake-common/model/nameTaken';
import { useSharingT } from '../i18n';
import { shareNameField } from '../model/nameField';

interface Values {
  shareName: string;
  comment: string;
  enableWrite: boolean;
}

export interface ShareFormModalProps {
  /** The share to edit; none creates one. */
  share?: Share;
  onClose: () => void;
  /** After the service accepted it (with the share's name, new if it was renamed). */
  onSaved: (name: string) => void;
}

/**
 * Create a share (name, comment, write permission) or edit one (the same fields; a new name
 * renames it). A taken name is reported on the name field, any other failure in the dialog; the
 * dialog stays open with what was typed either way.
 */
export function ShareFormModal({ share, onClose, onSaved }: ShareFormModalProps) {
  const t = useSharingT();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const create = useMutation(lakeShareMutations.createShare());
  const alter = useMutation(lakeShareMutations.alterShare());
  const save = share ? alter : create;

  const submit = async (values: Values) => {
    const fields = {
      shareName: values.shareName.trim(),
      comment: values.comment ?? '',
      enableWrite: values.enableWrite ?? false,
    };
    try {
      if (share) {
        await alter.mutateAsync({ share: share.shareName, ...fields });
        // A renamed share's old entries are left to expire: dropping them under the page that
        // still shows the old name would read it again (a 404) before the page moves.
        await lakeCache.shareChanged(client, fields.shareName);
      } else {
        await create.mutateAsync(fields);
      }
    } catch (error) {
      if (isNameTaken(error)) {
        form.setFields([
          {
            name: 'shareName',
            errors: [t('sharing.field.nameTaken', { name: fields.shareName })],
          },
        ]);
      }
      return;
    }
    onSaved(fields.shareName);
  };

  const otherError = save.isError && !isNameTaken(save.error) ? save.error : null;
  return (
    <NameFormModal<Values>
      form={form}
      title={share ? t('sharing.edit.title', { name: share.shareName }) : t('sharing.create.title')}
      okText={share ? t('sharing.edit.submit') : t('sharing.create.submit')}
      cancelText={t('common.cancel')}
      request={save}
      initialValues={{
        shareName: share?.shareName ?? '',
        comment: share?.comment ?? '',
        enableWrite: share?.enableWrite ?? false,
      }}
      nameField={shareNameField(t, 'shareName')}
      onFinish={(values) => void submit(values)}
      error={otherError}
      errorTitle={share ? t('sharing.edit.failed') : t('sharing.create.failed')}
      onClose={onClose}
    >
      <Form.Item name="comment" label={t('sharing.field.comment')}>
        <Input.TextArea rows={2} maxLength={512} />
      </Form.Item>
      <Form.Item
        name="enableWrite"
        valuePropName="checked"
        extra={t('sharing.field.writeHelp')}
        style={{ marginBottom: 0 }}
      >
        <Checkbox>{t('sharing.field.write')}</Checkbox>
      </Form.Item>
    </NameFormModal>
  );
}
