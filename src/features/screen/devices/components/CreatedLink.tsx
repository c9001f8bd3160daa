import { useId, useState } from 'react';
import { Alert, Button, Input, QRCode, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { wallLinkUrl } from '../../../../api/deviceLinks/model';
import type { DeviceLink } from '../../../../api/deviceLinks/schemas';
import { useToast } from '../../../../components/toast';
import { formatDateTime } from '../../../../lib/format';
import { useDeviceLinksI18n } from '../i18n';
import styles from './devices.module.css';

export interface Created {
  link: DeviceLink;
  /** Held by this dialog alone: it goes when the dialog closes. */
  token: string;
}

/** The link, once: to copy, or to scan from the wall's computer, with what it gives away. */
export function CreatedLink({ created, target }: { created: Created; target: string }) {
  const { t, locale } = useDeviceLinksI18n();
  const toast = useToast();
  const id = useId();
  const [copyFailed, setCopyFailed] = useState(false);
  const url = wallLinkUrl(window.location.origin, created.token);
  const copy = async () => {
    setCopyFailed(false);
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('devices.created.copied'));
    } catch {
      setCopyFailed(true);
    }
  };
  return (
    <div className={styles.created}>
      <Alert
        type="warning"
        showIcon
        title={t('devices.created.once', {
          target,
          date: formatDateTime(Date.parse(created.link.expiresAt), locale),
        })}
      />
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('devices.created.link', { name: created.link.name })}
        </label>
        <div className={styles.copyRow}>
          {/* All of it in view, wrapped: a person checks the link they are about to pass on. */}
          <Input.TextArea
            id={id}
            readOnly
            value={url}
            autoSize
            className={styles.linkInput}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t('devices.created.copy')}
          </Button>
        </div>
        {copyFailed && (
          <p className={styles.error} role="alert">
            {t('devices.created.copyFailed')}
          </p>
        )}
      </div>
      <div className={styles.qrRow}>
        <QRCode
          value={url}
          size={176}
          errorLevel="M"
          role="img"
          aria-label={t('devices.created.qr', { name: created.link.name })}
        />
        <Typography.Paragraph type="secondary" className={styles.howTo}>
          {t('devices.created.howTo')}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
