import { useMemo } from 'react';
import type { AttackAnalysis } from '../../../../api/screen/schemas';
import { attackTypeLabel } from '../model/attackTypes';
import { useWidgetsI18n } from '../i18n';
import { attackSlices, foldSlices, shareFormatter, sum } from '../model/logic';
import { useCount, useCountsText, usePalette } from './parts';
import { legendRowPitch, ringOption, type RingSlice } from '../model/ringChart';
import { useScreenRender } from '../../model/screenContext';
import { TileChart } from './TileChart';
import { quantize, useTileSize } from '../model/tileSize';
import { useTypeScale } from '../model/typeScale';
import type { Timed, WidgetViewProps } from '../model/types';

/** Named slices on the ring; the rest are summed into one "other types" slice. */
const RING_TYPES = 6;

/**
 * On the wall the legend never pages (nobody is there to page it): as many named types as its
 * rows fit, the rest folded into "other types". The console keeps RING_TYPES.
 */
function useNamedTypes(): number {
  const { surface } = useScreenRender();
  const { height } = useTileSize();
  const { small } = useTypeScale();
  if (surface !== 'wall' || height === 0) return RING_TYPES;
  const rows = Math.floor(height / legendRowPitch(small));
  return Math.max(2, Math.min(RING_TYPES, rows - 1));
}

/** SE_OP_ATTACK_CLASS: attacks in the range by type, as a ring (AttackAnalysis PIE_CHART). */
export default function AttackClassView({ data: [pie] }: WidgetViewProps<[Timed<AttackAnalysis>]>) {
  const { t, locale } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const countsText = useCountsText();
  // The records alone: a refresh brings a new request id and window, not necessarily new data.
  const records = pie?.result.Data;
  const named = useNamedTypes();

  const ring = useMemo(() => {
    if (!records) return null;
    const types = attackSlices(records).map((slice) => ({
      name:
        slice.type === '' ? t('widget.attack.unknownType') : attackTypeLabel(slice.type, locale),
      value: slice.count,
    }));
    const folded = foldSlices(types, named, t('widget.attack.other'));
    const slices: RingSlice[] = folded.map((slice, index) => ({
      ...slice,
      // The summed slice is grey: it is not one type.
      color:
        slice.members > 1
          ? palette.muted
          : (palette.series[index % palette.series.length] ?? palette.accent),
    }));
    const total = sum(slices.map((slice) => slice.value));
    const description = t('widget.attack.summary', {
      total: count(total),
      items: countsText(
        slices.map((slice) => ({
          label:
            slice.members > 1
              ? `${slice.name} (${t('widget.attack.types', { count: count(slice.members) })})`
              : slice.name,
          value: slice.value,
        })),
      ),
    });
    return { slices, description };
  }, [records, palette, t, locale, count, countsText, named]);

  return ring && <AttackRing slices={ring.slices} description={ring.description} />;
}

/** The ring, laid out for the tile's size (read inside the frame, where the size is known). */
function AttackRing({
  slices,
  description,
}: {
  slices: readonly RingSlice[];
  description: string;
}) {
  const { t, locale } = useWidgetsI18n();
  const count = useCount();
  const measured = useTileSize();
  const { small } = useTypeScale();
  // Rebuilt when the tile's size moves by a step, not on every pixel of a window resize.
  const { width, height } = quantize(measured, 8);
  const option = useMemo(
    () =>
      ringOption(
        slices,
        { width, height },
        {
          seriesName: t('widget.attack.chart'),
          count,
          share: shareFormatter(locale),
          types: (members) => t('widget.attack.types', { count: count(members) }),
        },
        small,
      ),
    [slices, width, height, t, locale, count, small],
  );
  return <TileChart option={option} label={t('widget.attack.chart')} description={description} />;
}
