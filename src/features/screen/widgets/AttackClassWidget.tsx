import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import { screenQueries } from '../../../api/screen/queries';
import { useScreenRender } from '../screenContext';
import { attackTypeLabel } from './attackTypes';
import { useWidgetsI18n } from './i18n';
import { attackSlices } from './logic';
import { DrillButton, useCountsText, usePalette } from './parts';
import { TileChart } from './TileChart';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

/** SE_OP_ATTACK_CLASS: attacks in the range by type, as a pie (AttackAnalysis PIE_CHART). */
export default function AttackClassWidget(props: WidgetProps) {
  const { t, locale } = useWidgetsI18n();
  const { onDrill } = useScreenRender();
  const palette = usePalette();
  const countsText = useCountsText();
  const {
    results: [pie],
    tile,
  } = useTileQueries([screenQueries.attack({ type: 'PIE_CHART', range: props.range })]);
  const result = pie.data?.result;

  const chart = useMemo(() => {
    if (!result) return null;
    const slices = attackSlices(result.Data).map((slice) => ({
      name:
        slice.type === '' ? t('widget.attack.unknownType') : attackTypeLabel(slice.type, locale),
      value: slice.count,
    }));
    const option: EChartsOption = {
      color: [...palette.series],
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: {
        type: 'plain',
        orient: 'vertical',
        right: 0,
        top: 'middle',
        itemWidth: 10,
        itemHeight: 10,
        textStyle: { fontSize: 11 },
      },
      series: [
        {
          type: 'pie',
          name: t('widget.attack.chart'),
          radius: ['35%', '70%'],
          center: ['35%', '50%'],
          label: { show: false },
          labelLine: { show: false },
          data: slices,
        },
      ],
    };
    const description = countsText(slices.map((s) => ({ label: s.name, value: s.value })));
    return { option, description, empty: slices.length === 0 };
  }, [result, palette, t, locale, countsText]);

  return (
    <TileFrame
      code="SE_OP_ATTACK_CLASS"
      widget={props}
      tile={tile}
      clampedTo={pie.data?.window.clampedTo}
      empty={chart?.empty}
      actions={
        onDrill && (
          <DrillButton onClick={() => onDrill({ kind: 'attacks', range: props.range })}>
            {t('widget.attack.view')}
          </DrillButton>
        )
      }
    >
      {chart && (
        <TileChart
          option={chart.option}
          label={t('widget.attack.chart')}
          description={chart.description}
        />
      )}
    </TileFrame>
  );
}
