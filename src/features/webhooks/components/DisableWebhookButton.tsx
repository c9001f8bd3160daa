import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import type { WebhookEndpoint } from '../../../api/agent/schemas';
import { ErrorState } from '../../../components/ErrorState';
import { useToast } from '../../../components/toast';
import { useWebhooksT } from '../i18n';
import { useDisableWebhook } from '../hooks/useDisableWebhook';
import { endpointName } from '../logic/endpointFilter';

export interface DisableWebhookButtonProps {
  endpoint: WebhookEndpoint;
  size?: 'small' | 'middle';
}

export function DisableWebhookButton({ endpoint, size = 'middle' }: DisableWebhookButtonProps) {
  const t = useWebhooksT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const mutation = useDisableWebhook();
  const name = endpointName(endpoint);

  if (endpoint.status === 'DISABLED') {
    return (
      <Button size={size} disabled icon={<StopOutlined aria-hidden />}>
        {t('webhook.disabled')}
      </Button>
    );
  }

  const confirm = () => {
    // antd ignores clicks on a loading button, but a fast double click can land before the
    // re-render: the pending check makes sure one confirmation sends one request.
    if (mutation.isPending) return;
    mutation.mutate(
      { id: endpoint.id },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('webhook.disableSuccess', { name }));
        },
      },
    );
  };

  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    mutation.reset();
  };

  return (
    <>
      <Button
        size={size}
        danger
        icon={<StopOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`${t('webhook.disable')}: ${name}`}
      >
        {t('webhook.disable')}
      </Button>
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
        {mutation.isError && (
          <ErrorState error={mutation.error} title={t('webhook.disableFailed')} />
        )}
      </Modal>
    </>
  );
}
