import { useState, useSyncExternalStore } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import {
  isAgentKeyHeldByGateway,
  maskSecret,
  setAgentApiKey,
  subscribeAgentApiKey,
} from '../../../api/agent/credentials';
import { getMockControl } from '../../../api/mockControl';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast';
import { useSettingsT } from '../i18n';
import { useAgentApiKey } from '../hooks/useAgentApiKey';

export function AgentKeyCard() {
  const held = useSyncExternalStore(subscribeAgentApiKey, isAgentKeyHeldByGateway, () => false);
  return held ? <KeyHeldByGateway /> : <AgentKeyForm />;
}

function KeyHeldByGateway() {
  const t = useSettingsT();
  return (
    <SectionCard title={t('settings.agentKey')}>
      <Typography.Paragraph role="status" style={{ marginBottom: 0 }}>
        {t('settings.agentKeyHeld')}
      </Typography.Paragraph>
    </SectionCard>
  );
}

function AgentKeyForm() {
  const t = useSettingsT();
  const toast = useToast();
  const current = useAgentApiKey();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const demoKey = getMockControl()?.demoAgentKey;

  const save = (key: string) => {
    if (!key.trim()) {
      setError(t('settings.agentKeyRequired'));
      return;
    }
    const stored = setAgentApiKey(key).ok;
    setDraft('');
    setError(null);
    if (stored) toast.success(t('settings.agentKeySaved'));
    else toast.info(t('settings.agentKeyPageOnly'));
  };

  return (
    <SectionCard title={t('settings.agentKey')}>
      <Typography.Paragraph type="secondary">{t('settings.agentKeyHint')}</Typography.Paragraph>
      <Typography.Paragraph role="status">
        {current
          ? t('settings.agentKeyCurrent', { masked: maskSecret(current) })
          : t('settings.agentKeyNone')}
      </Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={() => save(draft)}
        style={{ maxWidth: 480 }}
        autoComplete="off"
      >
        <Form.Item
          label={t('settings.agentKeyInput')}
          htmlFor="agent-api-key"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.Password
            id="agent-api-key"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            autoComplete="off"
          />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
          <Button
            disabled={!current}
            onClick={() => {
              setAgentApiKey(null);
              toast.info(t('settings.agentKeyCleared'));
            }}
          >
            {t('common.clear')}
          </Button>
          {demoKey && <Button onClick={() => save(demoKey)}>{t('settings.useDemoKey')}</Button>}
        </Flex>
      </Form>
      {demoKey && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('settings.demoKeyHint', { key: demoKey })}
        </Typography.Paragraph>
      )}
    </SectionCard>
  );
}
