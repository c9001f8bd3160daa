import { memo, Suspense, useMemo } from 'react';
import { parseDateOption, type RangeOption } from '../../../api/screen/timeRange';
import { useWidgetsI18n } from './i18n';
import { widgetFor } from './registry';
import { TileBoundary } from './TileBoundary';
import { TileShell, TileSkeleton } from './TileFrame';
import styles from './tile.module.css';
import { useWidgetTitle } from './titles';

export interface ScreenTileProps {
  /** The tile's data code from the catalogue; null or unknown → an "Unsupported component" tile. */
  code: string | null;
  /** The catalogue's title, used only for unknown codes. */
  title?: string | undefined;
  componentId?: number | null;
  /** As stored, e.g. '7-day'; an invalid one is reported and the widget's default used. */
  date: string;
}

/**
 * One tile of a screen: the widget of its data code, lazily loaded, inside its own error
 * boundary. It fills its parent; the grid gives it its size. Memoized: it re-renders when these
 * props change, its widget when its data does.
 */
function ScreenTileImpl({ code, title, componentId, date }: ScreenTileProps) {
  const definition = widgetFor(code);
  const titleOf = useWidgetTitle();
  // Depends on primitives only: the range object stays the same while code and date do.
  const { range, parsed } = useMemo(
    () => tileRange(date, widgetFor(code)?.defaultDate ?? ''),
    [date, code],
  );

  if (!definition) {
    return <UnsupportedTile code={code} title={title} componentId={componentId} />;
  }
  const { Component } = definition;
  const tileTitle = titleOf(definition.code);
  return (
    <TileBoundary title={tileTitle} code={definition.code} resetKey={`${definition.code}|${date}`}>
      <Suspense fallback={<TileSkeleton title={tileTitle} />}>
        <Component range={range} invalidDate={parsed ? undefined : date} />
      </Suspense>
    </TileBoundary>
  );
}

export const ScreenTile = memo(ScreenTileImpl);

const LAST_RESORT: RangeOption = { value: 7, unit: 'day' };

/** The range a tile shows: its stored date, else its widget's default. */
function tileRange(date: string, fallback: string): { range: RangeOption; parsed: boolean } {
  const stored = parseDateOption(date);
  if (stored) return { range: stored, parsed: true };
  return { range: parseDateOption(fallback) ?? LAST_RESORT, parsed: false };
}

function UnsupportedTile({
  code,
  title,
  componentId,
}: Pick<ScreenTileProps, 'code' | 'title' | 'componentId'>) {
  const { t } = useWidgetsI18n();
  const titleOf = useWidgetTitle();
  const name = titleOf(code, title ?? undefined);
  return (
    <TileShell title={name} caption={t('widget.unsupported.title')}>
      <div className={styles.note} role="note">
        <strong>{t('widget.unsupported.title')}</strong>
        <p className={styles.meta}>{t('widget.unsupported.body', { name })}</p>
        {componentId !== null && componentId !== undefined && (
          <p className={styles.meta}>{t('widget.unsupported.id', { id: componentId })}</p>
        )}
        <p className={styles.meta}>
          {code ? t('widget.unsupported.code', { code }) : t('widget.unsupported.noCode')}
        </p>
      </div>
    </TileShell>
  );
}
