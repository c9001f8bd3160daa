import { memo, Suspense, useEffect, useMemo, useState } from 'react';
import type { ScreenLang } from '../../../../api/screen/operations';
import {
  parseDateOption,
  type RangeOption,
  type TimeWindow,
} from '../../../../api/screen/timeRange';
import { useScreenRender } from '../../model/screenContext';
import type { WidgetDefinition } from '../model/defineWidget';
import { useWidgetsI18n } from '../i18n';
import { rangeSpan, serviceDateRange } from '../model/logic';
import { DrillButton } from './parts';
import { widgetFor } from '../model/registry';
import { TileBoundary } from './TileBoundary';
import { TileFrame, TileShell, ViewLoading } from './TileFrame';
import styles from './tile.module.css';
import contentStyles from './content.module.css';
import { useWidgetTitle } from '../model/titles';
import { useTileQueries } from '../hooks/useTileQueries';

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
 * One tile of a screen, the host of its widget: it starts the widget's queries at once (in
 * parallel with the view's lazy chunk), draws the frame with the loading, empty, error and stale
 * states, and keeps the widget inside its own error boundary. It fills its parent; the grid gives
 * it its size. Memoized: it re-renders when these props change, its view when its data does.
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
  const tileTitle = titleOf(definition.code);
  return (
    <TileBoundary title={tileTitle} code={definition.code} resetKey={`${definition.code}|${date}`}>
      <TileHost
        definition={definition}
        title={tileTitle}
        range={range}
        invalidDate={parsed ? undefined : date}
      />
    </TileBoundary>
  );
}

export const ScreenTile = memo(ScreenTileImpl);

/**
 * The host proper (exported for its tests): the queries of one registry entry, its frame, and
 * its view once both the data and the view's code are here.
 */
export function TileHost({
  definition,
  title,
  range,
  invalidDate,
}: {
  definition: WidgetDefinition;
  title: string;
  range: RangeOption;
  invalidDate: string | undefined;
}) {
  const { t, locale } = useWidgetsI18n();
  const { onDrill } = useScreenRender();
  const lang: ScreenLang = locale === 'en' ? 'en' : 'zh';
  const queries = useMemo(() => definition.queries({ range, lang }), [definition, range, lang]);
  const labels = useMemo(
    () => definition.labels.map((key) => (key === undefined ? undefined : t(key))),
    [definition, t],
  );
  const { data, status, tile } = useTileQueries(queries, labels);
  // The view's code loads while the queries run: the view is drawn only once data is here,
  // and waiting for that to ask for its chunk would put the two in a row. Until the chunk is
  // here the frame shows the view's placeholder itself: a view that suspended instead (data
  // already cached, as for a tile added in the editor) would hold its Suspense fallback for
  // React's reveal throttle, ~300 ms after the chunk arrived.
  const [arrived, setArrived] = useState(false);
  const viewReady = arrived || definition.viewLoaded();
  useEffect(() => {
    // Already here (another tile drew it): nothing to wait for, and no render more.
    if (definition.viewLoaded()) return;
    let live = true;
    definition.preload().then(
      () => live && setArrived(true),
      // A chunk that failed: the lazy view throws it to the tile's error boundary.
      () => live && setArrived(true),
    );
    return () => {
      live = false;
    };
  }, [definition]);
  const span = rangeSpan(range, locale);

  const { caption: captionOf, empty: emptyOf, drill, View } = definition;
  const caption =
    captionOf === 'current'
      ? t('widget.range.current')
      : captionOf === 'range'
        ? t('widget.range.last', { span })
        : captionOf(data, {
            t,
            span,
            dates: (list) => {
              const first = list?.[0];
              const last = list?.[list.length - 1];
              if (first === undefined || last === undefined) return t('widget.range.current');
              const range = serviceDateRange(first, last, locale);
              if (range !== null) return range;
              return first === last ? first : t('widget.range.window', { from: first, to: last });
            },
          });
  const empty = emptyOf(data);

  return (
    <TileFrame
      code={definition.code}
      title={title}
      span={span}
      invalidDate={invalidDate}
      tile={tile}
      caption={caption}
      clampedTo={clampOf(data)}
      empty={typeof empty === 'string' ? t(empty) : empty}
      actions={
        drill &&
        onDrill && (
          <DrillButton onClick={() => onDrill(drill.request(range))}>{t(drill.label)}</DrillButton>
        )
      }
    >
      {viewReady ? (
        <Suspense fallback={<ViewLoading title={title} />}>
          <View data={data} status={status} range={range} />
        </Suspense>
      ) : (
        <ViewLoading title={title} />
      )}
    </TileFrame>
  );
}

/** A limit an operation put on the range: time-relative queries carry their window. */
function clampOf(data: readonly unknown[]): TimeWindow['clampedTo'] {
  for (const part of data) {
    const window = (part as { window?: TimeWindow } | undefined)?.window;
    if (window?.clampedTo) return window.clampedTo;
  }
  return undefined;
}

const LAST_RESORT: RangeOption = { value: 7, unit: 'day' };

/** The range a tile shows: its stored date, else its widget's default. */
export function tileRange(date: string, fallback: string): { range: RangeOption; parsed: boolean } {
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
        <p className={contentStyles.meta}>{t('widget.unsupported.body', { name })}</p>
        {componentId !== null && componentId !== undefined && (
          <p className={contentStyles.meta}>{t('widget.unsupported.id', { id: componentId })}</p>
        )}
        <p className={contentStyles.meta}>
          {code ? t('widget.unsupported.code', { code }) : t('widget.unsupported.noCode')}
        </p>
      </div>
    </TileShell>
  );
}
