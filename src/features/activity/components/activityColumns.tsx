import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import type { ActivityRecord } from '../../../api/activity/schemas';
import { resourceText } from '../../../api/activity/export';
import { activityTarget } from '../../../api/activity/target';
import type { DataTableColumn } from '../../../components/DataTable';
import { RelativeTime } from '../../../components/RelativeTime';
import { useActivityI18n, type ActivityT } from '../i18n';
import { gatewayRecordPath, targetPath } from '../model/links';
import { OutcomeTag } from './OutcomeTag';

export function personText(record: ActivityRecord, t: ActivityT): string {
  if (record.user) return record.user.name ?? record.user.email ?? record.user.subject;
  if (record.device) return t('activity.device', { name: record.device });
  return t('activity.nobody');
}

function operationLabel(name: string, t: ActivityT): string | null {
  const key = `activity.op.${name}`;
  const label = t(key as Parameters<ActivityT>[0]);
  return label === key ? null : label;
}

/** A long value (an id) shortened in the middle; the whole resource is the cell's title. */
function short(value: string): string {
  return value.length > 24 ? `${value.slice(0, 12)}…${value.slice(-8)}` : value;
}

/**
 * The resource's `k=v` parts, short: a catalog id the console knows the name of reads as the
 * catalog's name, and each part stays on one line.
 */
function ResourceParts({
  resource,
  catalogName,
}: {
  resource: Readonly<Record<string, string>>;
  catalogName: (id: string) => string | undefined;
}) {
  const parts = Object.entries(resource).map(([key, value]) => {
    const name = key === 'catalogId' ? catalogName(value) : undefined;
    return name === undefined ? `${key}=${short(value)}` : `catalog=${short(name)}`;
  });
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={part}>
          <span style={{ whiteSpace: 'nowrap' }}>
            {part}
            {index < parts.length - 1 ? ';' : ''}
          </span>
          {/* Outside the part: where the line may break. */}
          {index < parts.length - 1 ? ' ' : ''}
        </Fragment>
      ))}
    </>
  );
}

function Resource({
  record,
  catalogName,
}: {
  record: ActivityRecord;
  catalogName: (id: string) => string | undefined;
}) {
  const { t } = useActivityI18n();
  const text = resourceText(record.resource);
  const target = activityTarget(record.service, record.operation, record.resource);
  const path =
    target && !record.gone
      ? targetPath(target, catalogName)
      : record.service === 'gateway'
        ? gatewayRecordPath(record.operation)
        : null;
  const parts = <ResourceParts resource={record.resource} catalogName={catalogName} />;
  if (text === '') return <>{t('activity.nobody')}</>;
  return (
    <span
      style={{
        display: 'inline-flex',
        gap: 6,
        alignItems: 'baseline',
        flexWrap: 'wrap',
        // Wide enough for a table's three names; longer ones wrap between their parts.
        maxWidth: 300,
      }}
    >
      {path ? (
        <Link to={path} title={text}>
          {parts}
        </Link>
      ) : (
        <Typography.Text title={text} delete={record.gone}>
          {parts}
        </Typography.Text>
      )}
      {record.gone && <Typography.Text type="secondary">({t('activity.removed')})</Typography.Text>}
    </span>
  );
}

export function useActivityColumns(
  catalogName: (id: string) => string | undefined,
): DataTableColumn<ActivityRecord>[] {
  const { t } = useActivityI18n();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t('activity.col.time'),
        cell: ({ row }) => <RelativeTime value={row.original.time} compact />,
      },
      {
        id: 'person',
        header: t('activity.col.person'),
        cell: ({ row }) => {
          const { user } = row.original;
          const text = personText(row.original, t);
          return (
            <span title={user?.email ?? undefined} style={{ whiteSpace: 'nowrap' }}>
              {text}
            </span>
          );
        },
      },
      {
        id: 'operation',
        header: t('activity.col.operation'),
        cell: ({ row }) => {
          const label = operationLabel(row.original.operation, t);
          return (
            <span style={{ display: 'flex', flexDirection: 'column' }}>
              {label && <span>{label}</span>}
              <Typography.Text
                code
                style={{ fontSize: 12, alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
              >
                {row.original.operation}
              </Typography.Text>
            </span>
          );
        },
      },
      {
        id: 'service',
        header: t('activity.col.service'),
        cell: ({ row }) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {t(`activity.service.${row.original.service}`)}
          </span>
        ),
      },
      {
        id: 'resource',
        header: t('activity.col.resource'),
        cell: ({ row }) => <Resource record={row.original} catalogName={catalogName} />,
      },
      {
        id: 'outcome',
        header: t('activity.col.outcome'),
        cell: ({ row }) => <OutcomeTag record={row.original} />,
      },
      {
        id: 'requestId',
        header: t('activity.col.requestId'),
        cell: ({ row }) =>
          row.original.requestId ? (
            <Typography.Text
              copyable={{ text: row.original.requestId }}
              style={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                fontSize: 12,
                // Two short lines rather than a column that pushes the table past the page.
                display: 'inline-block',
                maxWidth: 170,
                overflowWrap: 'anywhere',
              }}
            >
              {row.original.requestId}
            </Typography.Text>
          ) : (
            t('activity.nobody')
          ),
      },
    ],
    [t, catalogName],
  );
}
