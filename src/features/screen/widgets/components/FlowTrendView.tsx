import { useMemo } from 'react';
import type { SecurityStatInfo } from '../../../../api/screen/schemas';
import { lineOption } from '../model/charts';
import { useWidgetsI18n } from '../i18n';
import { alignToDates } from '../model/logic';
import { Stats, useCount, useDateText, useDateTick, usePalette } from './parts';
import { TileChart } from './TileChart';
import type { WidgetViewProps } from '../model/types';

/** SE_OP_FLOW_TREND: attack events over time as an area line, and their total (AttackEvent). */
export default function FlowTrendView({ data: [stat] }: WidgetViewProps<[SecurityStatInfo]>) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const tickLabel = useDateTick();
  const dateText = useDateText();
  const section = stat?.AttackEvent;

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
        { area: true, tickLabel, valueLabel: dateText },
      ),
      description:
        from === undefined || to === undefined
          ? t('widget.noPoints')
          : t('widget.trend.summaryOne', {
              from: dateText(from),
              to: dateText(to),
              series: t('widget.flow.series'),
              total: count(section.TotalCount),
            }),
    };
  }, [section, palette, t, count, tickLabel, dateText]);

  return (
    section &&
    chart && (
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
    )
  );
}
