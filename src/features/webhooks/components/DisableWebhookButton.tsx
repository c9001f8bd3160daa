import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import type { WebhookEndpoint } from '../../../api/agent/schemas';
import { useAllowed } from '../../../lib/useSession';
import { useWebhooksT } from '../i18n';
import { endpointName } from '../model/endpointFilter';

export interface DisableWebhookButtonProps {
  endpoint: WebhookEndpoint;
  size?: 'small' | 'middle';
}

// antd's Modal is not needed until someone asks to disable: it stays off the pages' first load.
const DisableWebhookDialog = lazy(async () => ({
  default: (await import('./DisableWebhookDialog')).DisableWebhookDialog,
}));

export function DisableWebhookButton({ endpoint, size = 'middle' }: DisableWebhookButtonProps) {
  const t = useWebhooksT();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the dialog can animate closed.
  const [asked, setAsked] = useState(false);
  const allowed = useAllowed('agent', 'DisableWebhook');

  if (endpoint.status === 'DISABLED') {
    return (
      <Button size={size} disabled icon={<StopOutlined aria-hidden />}>
        {t('webhook.disabled')}
      </Button>
    );
  }

  return (
    <>
      <Button
        size={size}
        danger
        icon={<StopOutlined aria-hidden />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-label={`${t('webhook.disable')}: ${endpointName(endpoint)}`}
        {...allowed.control}
      >
        {t('webhook.disable')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <DisableWebhookDialog endpoint={endpoint} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
