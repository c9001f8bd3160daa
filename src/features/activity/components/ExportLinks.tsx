import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  activityExportUrl,
  type ActivityFilter,
  type ActivityFormat,
} from '../../../api/activity/model';
import { apiConfig } from '../../../api/config';
import { ACTIVITY_CONTENT_TYPES, activityExportFilename } from '../../../api/activity/export';
import { fetchActivityExport } from '../../../api/activity/fetchExport';
import { useActivityI18n } from '../i18n';

/**
 * In the demo the mock answers in a service worker that leaves downloads (navigations) alone, so
 * the file is read through the request core, which the worker answers, and saved from memory.
 */
async function saveThroughRequest(filter: ActivityFilter, format: ActivityFormat) {
  const text = await fetchActivityExport(filter, format);
  const blobUrl = URL.createObjectURL(new Blob([text], { type: ACTIVITY_CONTENT_TYPES[format] }));
  const anchor = document.createElement('a');
  anchor.href = blobUrl;
  anchor.download = activityExportFilename(format, new Date());
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
}

/** Plain download links to the filtered records (all pages, newest first). */
export function ExportLinks({ filter }: { filter: ActivityFilter }) {
  const { t } = useActivityI18n();
  const link = (format: ActivityFormat, label: string) => {
    const href = activityExportUrl(filter, format);
    const onClick =
      apiConfig.mode === 'mock'
        ? (event: MouseEvent) => {
            event.preventDefault();
            void saveThroughRequest(filter, format).catch(() => undefined);
          }
        : undefined;
    return (
      <Button href={href} download="" icon={<DownloadOutlined aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    );
  };
  return (
    <>
      {link('csv', t('activity.export.csv'))}
      {link('jsonl', t('activity.export.jsonl'))}
    </>
  );
}
