import { useRef, useState } from 'react';
import { Button } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { PLAYLIST_MAX_SECONDS, PLAYLIST_MIN_SECONDS } from '../../../../api/playlists/model';
import { moveEntry, type FormEntry } from '../model/draft';
import { usePlaylistT } from '../i18n';
import styles from './playlists.module.css';

export interface EntryListProps {
  entries: readonly FormEntry[];
  titleOf: (screenId: string) => string;
  onChange: (entries: FormEntry[]) => void;
  /** Says a move or a removal for screen readers (the page's live region). */
  announce: (text: string) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * The playlist's screens in the order they play: each with its seconds, moved by dragging its
 * handle or with its up and down buttons (the keyboard's way; focus stays on the button pressed,
 * on the row's new place), and removed with its button.
 */
export function EntryList({
  entries,
  titleOf,
  onChange,
  announce,
  disabled,
  describedBy,
  invalid,
}: EntryListProps) {
  const t = usePlaylistT();
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    const next = moveEntry(entries, from, to);
    onChange(next);
    const moved = entries[from];
    if (!moved) return;
    const place = next.indexOf(moved);
    announce(
      t('playlist.builder.moved', {
        title: titleOf(moved.screenId),
        place: place + 1,
        count: next.length,
      }),
    );
    if (focus) {
      // After the rows re-render: the same button on the row's new place, or its other one at an end.
      requestAnimationFrame(() => {
        const row = list.current?.querySelector<HTMLElement>(`[data-key="${moved.key}"]`);
        const wanted = row?.querySelector<HTMLButtonElement>(
          `[data-move="${focus}"]:not(:disabled)`,
        );
        (wanted ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
      });
    }
  };

  return (
    <ol
      ref={list}
      className={styles.entries}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {entries.map((entry, index) => {
        const title = titleOf(entry.screenId);
        return (
          <li
            key={entry.key}
            data-key={entry.key}
            className={`${styles.entry} ${over === index && dragging !== index ? styles.dropTarget : ''}`}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
              setOver(null);
            }}
          >
            <span
              className={styles.handle}
              draggable={!disabled}
              title={t('playlist.builder.drag', { title })}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', entry.key);
                setDragging(index);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
            >
              <HolderOutlined aria-hidden />
            </span>
            <span className={styles.place} aria-hidden>
              {index + 1}
            </span>
            <span className={styles.entryTitle}>{title}</span>
            <label className={styles.seconds}>
              <input
                type="number"
                inputMode="numeric"
                min={PLAYLIST_MIN_SECONDS}
                max={PLAYLIST_MAX_SECONDS}
                step={1}
                value={Number.isFinite(entry.seconds) ? entry.seconds : ''}
                aria-label={t('playlist.builder.seconds', { title })}
                disabled={disabled}
                onChange={(event) => {
                  const seconds = event.target.valueAsNumber;
                  onChange(
                    entries.map((other) =>
                      other.key === entry.key
                        ? { ...other, seconds: Number.isNaN(seconds) ? Number.NaN : seconds }
                        : other,
                    ),
                  );
                }}
              />
              <span aria-hidden>{t('playlist.builder.secondsUnit')}</span>
            </label>
            <span className={styles.rowActions}>
              <Button
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={t('playlist.builder.up', { title })}
                title={t('playlist.builder.up', { title })}
                data-move="up"
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1, 'up')}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={t('playlist.builder.down', { title })}
                title={t('playlist.builder.down', { title })}
                data-move="down"
                disabled={disabled || index === entries.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('playlist.builder.remove', { title })}
                title={t('playlist.builder.remove', { title })}
                disabled={disabled}
                onClick={() => {
                  onChange(entries.filter((other) => other.key !== entry.key));
                  announce(t('playlist.builder.removedScreen', { title }));
                }}
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
