import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { isApiError } from '../../../api/errors';
import { lakeShareMutations } from '../../../api/lake/shareMutations';
import { parseTenantId, type Receiver } from '../../../api/lake/shareSchemas';
import { NameFormModal } from '../../lake-common/components/NameFormModal';
import { isNameTaken } from '../../lake-common/model/nameTaken';
import { useSharingT } from '../i18n';
import { shareNameField } from '../model/nameField';
import { TenantId } from './TenantId';

interface Values {
  receiverName: string;
  receiverTenantId: string;
  comment: string;
}

export interface ReceiverFormModalProps {
  /** The receiver to edit (name and comment); none creates one. */
  receiver?: Receiver | undefined;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** A 409 `AlreadyExists` whose resource is the name typed (not another receiver of the account). */
function nameTaken(error: unknown, name: string): boolean {
  return (
    isNameTaken(error) && isApiError(error) && error.message.includes(`"${name}" already exists`)
  );
}

/**
 * Create a receiver (name, account id, comment) or edit one (name and comment: the spec's
 * AlterReceiver takes no account id). The account id is checked as text — integer digits within
 * int64 — and sent with every digit.
 */
export function ReceiverFormModal({ receiver, onClose, onSaved }: ReceiverFormModalProps) {
  const t = useSharingT();
  const [form] = Form.useForm<Values>();
  const create = useMutation(lakeShareMutations.createReceiver());
  const alter = useMutation(lakeShareMutations.alterReceiver());
  const save = receiver ? alter : create;
  const typedName = Form.useWatch('receiverName', form) ?? '';

  const submit = async (values: Values) => {
    const receiverName = values.receiverName.trim();
    const comment = values.comment ?? '';
    try {
      if (receiver) {
        await alter.mutateAsync({ receiver: receiver.receiverName, receiverName, comment });
      } else {
        await create.mutateAsync({
          receiverName,
          receiverTenantId: values.receiverTenantId,
          comment,
        });
      }
    } catch (error) {
      if (nameTaken(error, receiverName)) {
        form.setFields([
          {
            name: 'receiverName',
            errors: [t('sharing.receivers.nameTaken', { name: receiverName })],
          },
        ]);
      }
      return;
    }
    onSaved(receiverName);
  };

  const otherError = save.isError && !nameTaken(save.error, typedName.trim()) ? save.error : null;
  return (
    <NameFormModal<Values>
      form={form}
      title={
        receiver
          ? t('sharing.receivers.editTitle', { name: receiver.receiverName })
          : t('sharing.receivers.createTitle')
      }
      okText={receiver ? t('sharing.receivers.editSubmit') : t('sharing.receivers.createSubmit')}
      cancelText={t('common.cancel')}
      request={save}
      initialValues={{
        receiverName: receiver?.receiverName ?? '',
        receiverTenantId: '',
        comment: receiver?.comment ?? '',
      }}
      nameField={shareNameField(t, 'receiverName')}
      onFinish={(values) => void submit(values)}
      error={otherError}
      errorTitle={
        receiver ? t('sharing.receivers.editFailed') : t('sharing.receivers.createFailed')
      }
      onClose={onClose}
    >
      {receiver ? (
        <Form.Item label={t('sharing.receivers.tenant')} extra={t('sharing.receivers.tenantFixed')}>
          <TenantId value={receiver.receiverTenantId} />
        </Form.Item>
      ) : (
        <Form.Item
          name="receiverTenantId"
          label={t('sharing.receivers.tenant')}
          extra={t('sharing.receivers.tenantHelp')}
          rules={[
            {
              required: true,
              validator: async (_rule, value: string | undefined) => {
                const checked = parseTenantId(value ?? '');
                if (!checked.ok) throw new Error(t(`sharing.tenant.${checked.reason}`));
              },
            },
          ]}
        >
          <Input inputMode="numeric" spellCheck={false} />
        </Form.Item>
      )}
      <Form.Item name="comment" label={t('sharing.field.comment')} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={2} maxLength={512} />
      </Form.Item>
    </NameFormModal>
  );
}
