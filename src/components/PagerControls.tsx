import { Button, Flex, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Pager } from '../lib/usePager';
import { useT } from '../i18n/useI18n';
import { NativeSelect } from './NativeSelect';

const PAGE_SIZES = [10, 20, 50, 100];

export interface PagerControlsProps {
  pager: Pager;
  pageSize: number;
  onPageSize: (size: number) => void;
  /**
   * Rows on the page shown. With none and no page before it there is nothing to page through,
   * and a pager under "No tables yet" would suggest there is: it is not drawn.
   */
  rows: number;
  /** Sizes offered; the current size is added when it is not among them. */
  pageSizes?: readonly number[];
}

/** First/previous/next paging for lists whose total is not known (cursor-paged services). */
export function PagerControls({
  pager,
  pageSize,
  onPageSize,
  rows,
  pageSizes = PAGE_SIZES,
}: PagerControlsProps) {
  const t = useT();
  if (rows === 0 && !pager.hasPrev) return null;
  const sizes = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <Flex align="center" justify="flex-end" gap={8} wrap style={{ marginTop: 12 }}>
      <Button onClick={pager.first} disabled={!pager.hasPrev || pager.busy}>
        {t('pager.first')}
      </Button>
      <Button
        onClick={pager.prev}
        disabled={!pager.hasPrev || pager.busy}
        icon={<LeftOutlined aria-hidden />}
        aria-label={t('pager.prev')}
      />
      <Typography.Text aria-live="polite">
        {t('pager.page', { page: pager.pageIndex + 1 })}
      </Typography.Text>
      <Button
        onClick={pager.next}
        disabled={!pager.hasNext || pager.busy}
        loading={pager.busy}
        icon={<RightOutlined aria-hidden />}
        aria-label={t('pager.next')}
      />
      <NativeSelect<number>
        label={t('pager.pageSize')}
        value={pageSize}
        onChange={onPageSize}
        options={sizes.map((size) => ({
          value: size,
          label: t('pager.perPage', { size }),
        }))}
      />
    </Flex>
  );
}
