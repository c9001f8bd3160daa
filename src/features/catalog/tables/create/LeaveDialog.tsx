import { useFocusOnOpen } from '../../../../components/useFocusOnOpen';
import { Button, Modal, Typography } from 'antd';
import { useTablesT } from '../i18n';

/** In-app navigation with unsaved input: stay (the default) or leave with the draft kept. */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const t = useTablesT();
  const { ref: firstControlRef, afterOpenChange: focusFirstControl } =
    useFocusOnOpen<HTMLButtonElement>();
  return (
    <Modal
      afterOpenChange={focusFirstControl}
      open={open}
      title={t('tables.leave.title')}
      onCancel={onStay}
      destroyOnHidden
      footer={[
        <Button key="leave" danger onClick={onLeave}>
          {t('tables.leave.go')}
        </Button>,
        <Button key="stay" type="primary" onClick={onStay} autoFocus ref={firstControlRef}>
          {t('tables.leave.stay')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('tables.leave.body')}</Typography.Paragraph>
    </Modal>
  );
}
