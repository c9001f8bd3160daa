import { BusyModal } from '../../../components/BusyModal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input } from 'antd';
import type { InputRef } from 'antd';
import { isApiError } from '../../../api/errors';
import { LAKE_ERROR_CODES, SHARE_NAME_PATTERN } from '../../../api/lake/assumed';
import { lakeCache } from '../../../api/lake/queries';
import { lakeShareMutations } from '../../../api/lake/shareQueries';
import type { Share } from '../../../api/lake/shareSchemas';
import { ErrorState } from '../../../components/ErrorState';
import { useFocusOnOpen } from '../../../components/useFocusOnOpen';
import { useSharingT } from './i18n';

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

/** A 409 about the name (`AlreadyExists`, or a 409 without a code). */
function isNameTaken(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  return error.code === undefined || error.code === LAKE_ERROR_CODES.alreadyExists;
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
  const { ref, afterOpenChange } = useFocusOnOpen<InputRef>();

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
    <BusyModal
      open
      afterOpenChange={afterOpenChange}
      title={share ? t('sharing.edit.title', { name: share.shareName }) : t('sharing.create.title')}
      okText={share ? t('sharing.edit.submit') : t('sharing.create.submit')}
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
          shareName: share?.shareName ?? '',
          comment: share?.comment ?? '',
          enableWrite: share?.enableWrite ?? false,
        }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => {
          if (save.isError) save.reset();
        }}
      >
        <Form.Item
          name="shareName"
          label={t('sharing.field.name')}
          extra={t('sharing.field.nameRule')}
          rules={[
            { required: true, whitespace: true, message: t('sharing.field.nameRequired') },
            { pattern: SHARE_NAME_PATTERN, message: t('sharing.field.nameInvalid') },
          ]}
        >
          <Input ref={ref} spellCheck={false} />
        </Form.Item>
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
        {otherError !== null && (
          <div style={{ marginTop: 12 }}>
            <ErrorState
              error={otherError}
              title={share ? t('sharing.edit.failed') : t('sharing.create.failed')}
            />
          </div>
        )}
      </Form>
    </BusyModal>
  );
}
