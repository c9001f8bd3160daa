import { Link } from 'react-router';
import { Descriptions, Typography } from 'antd';
import type { IcebergSnapshot } from '../../../../api/lake/icebergSchemas';
import { MsTime } from '../../../lake-common/components/MsTime';
import { useIcebergI18n } from '../i18n';
import { formatInt64 } from '../model/int64Text';
import { OperationLabel } from './OperationLabel';

/**
 * One snapshot's facts. Ids are int64 digit strings shown as they came; the parent is a link
 * (`parentHref`) that opens it in the snapshots tab.
 */
export function SnapshotFacts({
  snapshot,
  parentHref,
}: {
  snapshot: IcebergSnapshot;
  parentHref: (parentId: string) => string;
}) {
  const { t, locale } = useIcebergI18n();
  const none = t('common.none');
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small">
      <Descriptions.Item label={t('iceberg.snapshot.id')}>
        <Typography.Text code>{snapshot.id}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('iceberg.snapshot.parent')}>
        {snapshot.parentId ? (
          <Link
            to={parentHref(snapshot.parentId)}
            aria-label={t('iceberg.snapshots.openParent', { id: snapshot.parentId })}
          >
            <code>{snapshot.parentId}</code>
          </Link>
        ) : (
          t('iceberg.snapshot.noParent')
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('iceberg.snapshot.time')}>
        <MsTime value={snapshot.timestampMillis} />
      </Descriptions.Item>
      <Descriptions.Item label={t('iceberg.snapshot.operation')}>
        <OperationLabel operation={snapshot.operation} />
      </Descriptions.Item>
      <Descriptions.Item label={t('iceberg.snapshot.addedRows')}>
        {snapshot.addedRows === undefined ? none : formatInt64(snapshot.addedRows, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('iceberg.snapshot.sequence')}>
        {snapshot.sequenceNumber ?? none}
      </Descriptions.Item>
      <Descriptions.Item label={t('iceberg.snapshot.schemaId')}>
        {snapshot.schemaId ?? none}
      </Descriptions.Item>
    </Descriptions>
  );
}
