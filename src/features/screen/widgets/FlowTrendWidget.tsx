import { useMemo } from 'react';
import { screenQueries } from '../../../api/screen/queries';
import { lineOption } from './charts';
import { useWidgetsI18n } from './i18n';
import { alignToDates } from './logic';
import { Stats, useCount, useDateTick, useDatesCaption, usePalette } from './parts';
import { TileChart } from './TileChart';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

/** SE_OP_FLOW_TREND: attack events over time as an area line, and their total (AttackEvent). */
export default function FlowTrendWidget(props: WidgetProps) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const tickLabel = useDateTick();
  const {
    results: [stat],
    tile,
  } = useTileQueries([screenQueries.securityStat()]);
  const section = stat.data?.AttackEvent;
  const caption = useDatesCaption(section?.DateArray);

  const chart = useMemo(() => {
    if (!section) return null;
    const dates = section.DateArray;
    const data = alignToDates(dates, section.ValueArray);
    const from = dates[0];
    const to = dates[dates.length - 1];
    return {
      option: lineOption(
        dates,
        [{ name: t('widget.flow.series'), color: palette.accent, data }],
        palette,
        { area: true, tickLabel },
      ),
      description:
        from === undefined || to === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summaryOne', {
              from,
              to,
              series: t('widget.flow.series'),
              total: count(section.TotalCount),
            }),
    };
  }, [section, palette, t, count, tickLabel]);

  return (
    <TileFrame
      code="SE_OP_FLOW_TREND"
      widget={props}
      tile={tile}
      caption={caption}
      empty={section && section.TotalCount === 0 && section.DateArray.length === 0}
    >
      {section && chart && (
        <>
          <Stats
            items={[
              {
                key: 'total',
                label: t('widget.flow.total'),
                value: section.TotalCount,
                tone: 'info',
              },
            ]}
          />
          <TileChart
            option={chart.option}
            label={t('widget.flow.chart')}
            description={chart.description}
          />
        </>
      )}
    </TileFrame>
  );
}
