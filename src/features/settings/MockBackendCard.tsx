import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import type { MockControl } from '../../api/mockControl';
import { SectionCard } from '../../components/SectionCard';
import { useToast } from '../../components/toast';
import { FaultBuilder } from './FaultBuilder';
import { useSettingsT } from './i18n';

export function MockBackendCard({ control }: { control: MockControl }) {
  const t = useSettingsT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [spec, setSpec] = useState(() => control.getFaultSpec());
  const [error, setError] = useState<string | null>(null);

  const apply = (next: string) => {
    const result = control.setFaultSpec(next);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSpec(next);
    setError(null);
    toast.success(t('settings.faultsApplied'));
  };

  return (
    <SectionCard title={t('settings.mock')}>
      <Typography.Paragraph>
        {t('settings.mockScale', { scale: control.scale })}
      </Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('settings.faults')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.faultsHint')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => apply(spec)} style={{ maxWidth: 640 }}>
        <Form.Item
          label={t('settings.faultsInput')}
          htmlFor="mock-faults"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input
            id="mock-faults"
            value={spec}
            onChange={(event) => {
              setSpec(event.target.value);
              setError(null);
            }}
            placeholder="agent:ListWebhooks:500"
            spellCheck={false}
          />
        </Form.Item>
        <FaultBuilder
          operations={control.operations}
          onAdd={(token) => {
            setSpec((current) => (current.trim() ? `${current.trim()},${token}` : token));
            setError(null);
          }}
        />
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit">
            {t('settings.faultsApply')}
          </Button>
          <Button onClick={() => apply('')}>{t('settings.faultsClear')}</Button>
          <Popconfirm
            title={t('settings.resetConfirm')}
            okText={t('settings.reset')}
            cancelText={t('common.cancel')}
            onConfirm={() => {
              control.resetData();
              // Everything cached came from the old data.
              void queryClient.resetQueries();
              toast.success(t('settings.resetDone'));
            }}
          >
            <Button danger>{t('settings.reset')}</Button>
          </Popconfirm>
        </Flex>
      </Form>
    </SectionCard>
  );
}
