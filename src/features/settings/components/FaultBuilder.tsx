import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { NativeSelect } from '../../../components/NativeSelect';
import { useSettingsT } from '../i18n';

const EFFECTS = ['500', '503', '401', '403', '404', 'malformed', 'latency-3000', 'offline'];
const REPEATS = [0, 1, 3, 5];

export interface FaultBuilderProps {
  /** Operation names per service, from the API registries (through the mock control). */
  operations: Readonly<Record<string, readonly string[]>>;
  onAdd: (token: string) => void;
}

/**
 * Builds one fault token from lists of what exists, so nobody has to remember operation names:
 * the operations offered are exactly those the services' registries define.
 */
export function FaultBuilder({ operations, onAdd }: FaultBuilderProps) {
  const t = useSettingsT();
  const services = Object.keys(operations);
  const [service, setService] = useState(services[0] ?? '*');
  const [operation, setOperation] = useState('*');
  const [effect, setEffect] = useState(EFFECTS[0] ?? '500');
  const [repeat, setRepeat] = useState(0);

  const effectLabel = (value: string) => {
    if (value === 'malformed') return t('settings.faultEffect.malformed');
    if (value === 'offline') return t('settings.faultEffect.offline');
    if (value.startsWith('latency-')) {
      return t('settings.faultEffect.latency', { seconds: Number(value.slice(8)) / 1000 });
    }
    return t('settings.faultEffect.status', { status: value });
  };

  const token = () => `${service}:${operation}:${effect}${repeat ? `*${repeat}` : ''}`;

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>
        {t('settings.faultBuilder')}
      </legend>
      <Flex gap={8} wrap align="center">
        <NativeSelect
          label={t('settings.faultService')}
          value={service}
          onChange={(value) => {
            setService(value);
            setOperation('*');
          }}
          options={[
            ...services.map((value) => ({ value, label: value })),
            { value: '*', label: t('settings.faultAllServices') },
          ]}
        />
        <NativeSelect
          label={t('settings.faultOperation')}
          value={operation}
          onChange={setOperation}
          options={[
            { value: '*', label: t('settings.faultAllOperations') },
            ...(operations[service] ?? []).map((value) => ({ value, label: value })),
          ]}
          minWidth={200}
        />
        <NativeSelect
          label={t('settings.faultEffect')}
          value={effect}
          onChange={setEffect}
          options={EFFECTS.map((value) => ({ value, label: effectLabel(value) }))}
        />
        <NativeSelect<number>
          label={t('settings.faultRepeat')}
          value={repeat}
          onChange={setRepeat}
          options={REPEATS.map((value) => ({
            value,
            label: value
              ? t('settings.faultRepeat.times', { count: value })
              : t('settings.faultRepeat.always'),
          }))}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => onAdd(token())}>
          {t('settings.faultAdd')}
        </Button>
      </Flex>
    </fieldset>
  );
}
