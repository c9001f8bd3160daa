import { useEffect, useRef } from 'react';
import { Button, Flex, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
} from '@ant-design/icons';
import type { ChangeError } from '../../schema/model/validateChange';
import { useTableChangeI18n } from '../changeI18n';
import { ACTION_TEXT } from '../model/actionText';
import type { QueuedChange } from '../../schema/model/changeModel';
import { describeChange } from '../model/describeChange';
import { problemText } from '../model/problemText';
import styles from './change.module.css';

export interface ServerRejection {
  index: number;
  message: string;
}

export interface ChangeQueueListProps {
  items: readonly QueuedChange[];
  errors: readonly (ChangeError | null)[];
  /** A change the service refused (400 naming `changes[i]`), highlighted and focused. */
  rejected: ServerRejection | null;
  editingId: string | null;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
  onMove: (id: string, by: -1 | 1) => void;
}

/**
 * The queued changes in the order they will apply, each with what it does, its problem against
 * the schema the changes before it leave (or the service's refusal), and edit/reorder/remove.
 */
export function ChangeQueueList({
  items,
  errors,
  rejected,
  editingId,
  onEdit,
  onRemove,
  onMove,
}: ChangeQueueListProps) {
  const t = useTableChangeI18n().t;
  const rejectedRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (rejected) rejectedRef.current?.focus();
  }, [rejected]);

  return (
    <ol className={styles.queue} aria-label={t('table.change.queueLabel')}>
      {items.map((entry, index) => {
        const error = errors[index] ?? null;
        const refused = rejected?.index === index ? rejected : null;
        const summary = describeChange(entry.change, t);
        const number = index + 1;
        const classes = [
          styles.queueItem,
          (error || refused) && styles.queueItemInvalid,
          editingId === entry.id && styles.queueItemEditing,
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li
            key={entry.id}
            ref={refused ? rejectedRef : undefined}
            tabIndex={refused ? -1 : undefined}
            className={classes}
            aria-label={t('table.change.itemLabel', { n: number, summary })}
            data-invalid={error || refused ? 'true' : undefined}
          >
            <Flex justify="space-between" align="flex-start" gap={8} wrap>
              <div style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text type="secondary">
                  {t('table.change.itemNumber', { n: number })} ·{' '}
                  {t(ACTION_TEXT[entry.change.action].label)}
                </Typography.Text>
                <div className={styles.summary}>{summary}</div>
                {error && <p className={styles.queueError}>{problemText(t, error)}</p>}
                {refused && (
                  <p className={styles.queueError} role="alert">
                    {t('table.change.rejected', { message: refused.message })}
                  </p>
                )}
              </div>
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={t('table.change.edit', { n: number })}
                  aria-pressed={editingId === entry.id}
                  onClick={() => onEdit(entry.id)}
                />
                <Button
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('table.change.moveUp', { n: number })}
                  disabled={index === 0}
                  onClick={() => onMove(entry.id, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('table.change.moveDown', { n: number })}
                  disabled={index === items.length - 1}
                  onClick={() => onMove(entry.id, 1)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('table.change.remove', { n: number })}
                  onClick={() => onRemove(entry.id)}
                />
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}
