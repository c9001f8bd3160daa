import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { ConfirmButton } from '../../../components/ConfirmButton';
import type { FaultProblem, MockControl } from '../../../api/mockControl';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast';
import { FaultBuilder } from './FaultBuilder';
import { FaultProblems } from './FaultProblems';
import { useSettingsT } from '../i18n';

export function MockBackendCard({ control }: { control: MockControl }) {
  const t = useSettingsT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const problemsId = useId();
  const [spec, setSpec] = useState(() => control.getFaultSpec());
  // What was left out of the list in force: at first the page address's (mock-fault), then the
  // list last applied here.
  const [ignored, setIgnored] = useState<{
    source: 'startup' | 'applied';
    problems: readonly FaultProblem[];
  } | null>(() => {
    const problems = control.getStartupFaultProblems();
    return problems.length > 0 ? { source: 'startup', problems } : null;
  });

  /** Applies the list's valid entries; the field keeps what was typed, so a bad one can be fixed. */
  const apply = (next: string) => {
    const result = control.setFaultSpec(next);
    setSpec(next);
    if (result.ok) {
      setIgnored(null);
      toast.success(t('settings.faultsApplied'));
      return;
    }
    setIgnored({ source: 'applied', problems: result.problems });
    toast.info(t('settings.faultsPartlyApplied', { count: result.problems.length }));
  };

  return (
    <SectionCard title={t('settings.mock')}>
      <Typography.Paragraph>
        {t('settings.mockScale', { scale: t(`settings.mockScale.${control.scale}`) })}
      </Typography.Paragraph>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('settings.faults')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.faultsHint')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => apply(spec)} style={{ maxWidth: 640 }}>
        <Form.Item
          label={t('settings.faultsInput')}
          htmlFor="mock-faults"
          validateStatus={ignored ? 'warning' : undefined}
        >
          <Input
            id="mock-faults"
            value={spec}
            onChange={(event) => setSpec(event.target.value)}
            placeholder="agent:ListWebhooks:500"
            spellCheck={false}
            aria-describedby={ignored ? problemsId : undefined}
          />
        </Form.Item>
        {ignored && (
          <FaultProblems id={problemsId} problems={ignored.problems} source={ignored.source} />
        )}
        <FaultBuilder
          operations={control.operations}
          onAdd={(token) =>
            setSpec((current) => (current.trim() ? `${current.trim()},${token}` : token))
          }
        />
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit">
            {t('settings.faultsApply')}
          </Button>
          <Button onClick={() => apply('')}>{t('settings.faultsClear')}</Button>
          <ConfirmButton
            question={t('settings.resetConfirm')}
            actionText={t('settings.reset')}
            keepText={t('common.cancel')}
            onConfirm={() => {
              control.resetData();
              // Everything cached came from the old data.
              void queryClient.resetQueries();
              toast.success(t('settings.resetDone'));
            }}
            danger
          >
            {t('settings.reset')}
          </ConfirmButton>
        </Flex>
      </Form>
    </SectionCard>
  );
}
