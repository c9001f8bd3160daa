import { Modal } from 'antd';
import type { DeviceLink } from '../../../../api/deviceLinks/schemas';
import { useDeviceLinksI18n } from '../i18n';

/**
 * "Revoke the device link …?": a dialog, not a popover, so focus moves into it and comes back to
 * the row's button, and the keyboard confirms as the mouse does.
 */
export function RevokeDialog({
  link,
  open,
  target,
  onConfirm,
  onCancel,
  afterClose,
}: {
  link: DeviceLink;
  open: boolean;
  /** What the link shows, named. */
  target: string;
  onConfirm: () => void;
  onCancel: () => void;
  afterClose: () => void;
}) {
  const { t } = useDeviceLinksI18n();
  return (
    <Modal
      open={open}
      title={t('devices.revokeTitle', { name: link.name })}
      okText={t('devices.revokeOk')}
      cancelText={t('devices.revokeCancel')}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <p>{t('devices.revokeBody', { target })}</p>
    </Modal>
  );
}
