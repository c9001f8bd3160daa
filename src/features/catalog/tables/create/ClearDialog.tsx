import { useFocusOnOpen } from '../../../../components/useFocusOnOpen';
import { Button, Modal } from 'antd';
import { useTablesT } from '../i18n';

/** "Clear form" asks first: cancelling (the default) keeps every field. */
export function ClearDialog({
  open,
  onCancel,
  onClear,
}: {
  open: boolean;
  onCancel: () => void;
  onClear: () => void;
}) {
  const t = useTablesT();
  const { ref: firstControlRef, afterOpenChange: focusFirstControl } =
    useFocusOnOpen<HTMLButtonElement>();
  return (
    <Modal
      afterOpenChange={focusFirstControl}
      open={open}
      title={t('tables.form.clearConfirm')}
      onCancel={onCancel}
      destroyOnHidden
      // The button that opened it is disabled once the form is empty; the form moves focus.
      focusable={{ focusTriggerAfterClose: false }}
      footer={[
        <Button key="clear" danger onClick={onClear}>
          {t('tables.form.clear')}
        </Button>,
        <Button key="cancel" type="primary" onClick={onCancel} autoFocus ref={firstControlRef}>
          {t('common.cancel')}
        </Button>,
      ]}
    />
  );
}
