import { BusyModal } from '../../../components/BusyModal';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { InputRef } from 'antd';
import { isApiError } from '../../../api/errors';
import { LAKE_ERROR_CODES, SHARE_NAME_PATTERN } from '../../../api/lake/assumed';
import { lakeShareMutations } from '../../../api/lake/shareQueries';
import { parseTenantId, type Receiver } from '../../../api/lake/shareSchemas';
import { ErrorState } from '../../../components/ErrorState';
import { useFocusOnOpen } from '../../../components/useFocusOnOpen';
import { useSharingT } from './i18n';
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
    isApiError(error) &&
    error.status === 409 &&
    (error.code === undefined || error.code === LAKE_ERROR_CODES.alreadyExists) &&
    error.message.includes(`"${name}" already exists`)
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
  const { ref, afterOpenChange } = useFocusOnOpen<InputRef>();
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
    <BusyModal
      open
      afterOpenChange={afterOpenChange}
      title={
        receiver
          ? t('sharing.receivers.editTitle', { name: receiver.receiverName })
          : t('sharing.receivers.createTitle')
      }
      okText={receiver ? t('sharing.receivers.editSubmit') : t('sharing.receivers.createSubmit')}
      cancelText={t('common.cancel')}
      busy={save.isPending}
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
        initialValues={{
          receiverName: receiver?.receiverName ?? '',
          receiverTenantId: '',
          comment: receiver?.comment ?? '',
        }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => {
          if (save.isError) save.reset();
        }}
      >
        <Form.Item
          name="receiverName"
          label={t('sharing.field.name')}
          extra={t('sharing.field.nameRule')}
          rules={[
            { required: true, whitespace: true, message: t('sharing.field.nameRequired') },
            { pattern: SHARE_NAME_PATTERN, message: t('sharing.field.nameInvalid') },
          ]}
        >
          <Input ref={ref} spellCheck={false} />
        </Form.Item>
        {receiver ? (
          <Form.Item
            label={t('sharing.receivers.tenant')}
            extra={t('sharing.receivers.tenantFixed')}
          >
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
        {otherError !== null && (
          <div style={{ marginTop: 12 }}>
            <ErrorState
              error={otherError}
              title={
                receiver ? t('sharing.receivers.editFailed') : t('sharing.receivers.createFailed')
              }
            />
          </div>
        )}
      </Form>
    </BusyModal>
  );
}
