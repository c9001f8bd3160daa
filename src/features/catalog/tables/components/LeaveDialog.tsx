import { Modal, Typography } from 'antd';
import type { Blocker } from 'react-router';
import { useTableT } from '../tableI18n';

/** Asks before queued schema changes are left behind (loaded only when a leave is held). */
export function LeaveDialog({ blocker, count }: { blocker: Blocker; count: number }) {
  const t = useTableT();
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('table.leave.title')}
      okText={t('table.leave.leave')}
      cancelText={t('table.leave.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <Typography.Paragraph>{t('table.leave.body', { count })}</Typography.Paragraph>
    </Modal>
  );
}
