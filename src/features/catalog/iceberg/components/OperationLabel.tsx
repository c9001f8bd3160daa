import { useIcebergT } from '../i18n';
import { OPERATION_COLORS, operationKind } from '../model/snapshots';

/** A snapshot's operation in words, with the colour the timeline gives it. */
export function OperationLabel({ operation }: { operation: string | undefined }) {
  const t = useIcebergT();
  const kind = operationKind(operation);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: 2,
          background: OPERATION_COLORS[kind],
          flex: 'none',
        }}
      />
      {kind === 'other' ? operation || t('common.none') : t(`iceberg.operation.${kind}`)}
    </span>
  );
}
