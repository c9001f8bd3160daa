import { Button, Flex, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { NativeSelect } from '../../../components/NativeSelect';
import { useT } from '../../../i18n/useI18n';

const PAGE_SIZES = [10, 20, 50, 100];

export interface PagerControlsProps {
  pageIndex: number;
  hasPrev: boolean;
  hasNext: boolean;
  busy?: boolean;
  pageSize: number;
  onPrev: () => void;
  onNext: () => void;
  onFirst: () => void;
  onPageSize: (size: number) => void;
}

/** Previous/next paging for cursor-paged lists, where a total count is not known. */
export function PagerControls(props: PagerControlsProps) {
  const t = useT();
  const sizes = PAGE_SIZES.includes(props.pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, props.pageSize].sort((a, b) => a - b);
  return (
    <Flex align="center" justify="flex-end" gap={8} wrap style={{ marginTop: 12 }}>
      <Button onClick={props.onFirst} disabled={!props.hasPrev || props.busy}>
        {t('deliveries.first')}
      </Button>
      <Button
        onClick={props.onPrev}
        disabled={!props.hasPrev || props.busy}
        icon={<LeftOutlined aria-hidden />}
        aria-label={t('deliveries.prev')}
      />
      <Typography.Text aria-live="polite">
        {t('deliveries.page', { page: props.pageIndex + 1 })}
      </Typography.Text>
      <Button
        onClick={props.onNext}
        disabled={!props.hasNext || props.busy}
        icon={<RightOutlined aria-hidden />}
        aria-label={t('deliveries.next')}
      />
      <NativeSelect<number>
        label={t('deliveries.pageSize')}
        value={props.pageSize}
        onChange={props.onPageSize}
        options={sizes.map((size) => ({
          value: size,
          label: `${size} / ${t('deliveries.pageSize')}`,
        }))}
      />
    </Flex>
  );
}
