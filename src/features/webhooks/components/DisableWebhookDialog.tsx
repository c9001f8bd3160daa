import { Modal, Typography } from 'antd';
import type { WebhookEndpoint } from '../../../api/agent/schemas';
import { ErrorState } from '../../../components/ErrorState';
import { useToast } from '../../../components/toast';
import { useWebhooksT } from '../i18n';
import { useDisableWebhook } from '../hooks/useDisableWebhook';
import { endpointName } from '../model/endpointFilter';

export interface DisableWebhookDialogProps {
  endpoint: WebhookEndpoint;
  open: boolean;
  onClose: () => void;
}

/** The confirmation behind "Disable": its own chunk, loaded when first asked for. */
export function DisableWebhookDialog({ endpoint, open, onClose }: DisableWebhookDialogProps) {
  const t = useWebhooksT();
  const toast = useToast();
  const mutation = useDisableWebhook();
  const name = endpointName(endpoint);

  const confirm = () => {
    // antd ignores clicks on a loading button, but a fast double click can land before the
    // re-render: the pending check makes sure one confirmation sends one request.
    if (mutation.isPending) return;
    mutation.mutate(
      { id: endpoint.id },
      {
        onSuccess: () => {
          onClose();
          toast.success(t('webhook.disableSuccess', { name }));
        },
      },
    );
  };

  const close = () => {
    if (mutation.isPending) return;
    onClose();
    mutation.reset();
  };

  return (
    <Modal
      open={open}
      title={t('webhook.disableTitle')}
      okText={t('webhook.disableConfirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={mutation.isPending}
      cancelButtonProps={{ disabled: mutation.isPending }}
      closable={!mutation.isPending}
      mask={{ closable: !mutation.isPending }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('webhook.disableBody', { name })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" copyable={false}>
        <code>{endpoint.id}</code>
      </Typography.Paragraph>
      {mutation.isError && <ErrorState error={mutation.error} title={t('webhook.disableFailed')} />}
    </Modal>
  );
}
