import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import { screenQueries } from '../../../api/screen/queries';
import type { TimeWindow } from '../../../api/screen/timeRange';
import { useScreenRender } from '../screenContext';
import { useWidgetsI18n } from './i18n';
import { topSources, topTargets, type TopItem } from './logic';
import { DrillButton, useCountsText, usePalette } from './parts';
import { TileChart } from './TileChart';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

interface Group {
  kind: 'sources' | 'targets';
  title: string;
  items: TopItem[];
  color: string;
}

/**
 * SE_OP_ATTACK_TOP5: the five attackers (IP and region) and the five attacked assets with the
 * most attacks in the range, as horizontal bars in one chart (SOURCE_TOP, CLIENT_TOP).
 */
export default function AttackTopWidget(props: WidgetProps) {
  const { t } = useWidgetsI18n();
  const { onDrill } = useScreenRender();
  const palette = usePalette();
  const countsText = useCountsText();
  const sourcesTitle = t('widget.top.sources');
  const targetsTitle = t('widget.top.targets');
  const {
    results: [sources, targets],
    tile,
  } = useTileQueries(
    [
      screenQueries.attack({ type: 'SOURCE_TOP', range: props.range }),
      screenQueries.attack({ type: 'CLIENT_TOP', range: props.range }),
    ],
    [sourcesTitle, targetsTitle],
  );
  const sourceRecords = sources.data?.result.Data;
  const targetRecords = targets.data?.result.Data;

  const chart = useMemo(() => {
    const groups: Group[] = [];
    if (sourceRecords) {
      groups.push({
        kind: 'sources',
        title: sourcesTitle,
        items: topSources(sourceRecords),
        color: palette.danger,
      });
    }
    if (targetRecords) {
      groups.push({
        kind: 'targets',
        title: targetsTitle,
        items: topTargets(targetRecords),
        color: palette.accent,
      });
    }
    if (groups.length === 0) return null;
    const description = groups
      .map((group) =>
        t('widget.top.summary', {
          group: group.title,
          items: group.items.length
            ? countsText(
                group.items.map((item) => ({
                  label: item.detail ? `${item.name} (${item.detail})` : item.name,
                  value: item.count,
                })),
              )
            : t('widget.noPoints'),
        }),
      )
      .join(' ');
    return {
      option: topOption(groups, t('widget.top.noRegion')),
      description,
      empty: groups.every((group) => group.items.length === 0),
    };
  }, [sourceRecords, targetRecords, sourcesTitle, targetsTitle, palette, t, countsText]);

  return (
    <TileFrame
      code="SE_OP_ATTACK_TOP5"
      widget={props}
      tile={tile}
      clampedTo={clampOf(sources.data?.window, targets.data?.window)}
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
          label={t('widget.top.chart')}
          description={chart.description}
        />
      )}
    </TileFrame>
  );
}

function clampOf(...windows: (TimeWindow | undefined)[]): TimeWindow['clampedTo'] {
  return windows.find((window) => window?.clampedTo)?.clampedTo;
}

/** One grid per group, side by side, largest at the top. */
function topOption(groups: readonly Group[], noRegion: string): EChartsOption {
  const width = 100 / groups.length;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    title: groups.map((group, index) => ({
      text: group.title,
      left: `${index * width}%`,
      top: 0,
      textStyle: { fontSize: 12, fontWeight: 600 },
    })),
    grid: groups.map((_, index) => ({
      left: `${index * width + 1}%`,
      width: `${width - 4}%`,
      top: 24,
      bottom: 4,
      containLabel: true,
    })),
    xAxis: groups.map((_, index) => ({
      type: 'value',
      gridIndex: index,
      minInterval: 1,
      splitNumber: 3,
    })),
    yAxis: groups.map((group, index) => ({
      type: 'category',
      gridIndex: index,
      inverse: true,
      axisLabel: { width: 160, overflow: 'truncate', fontSize: 11 },
      data: group.items.map((item) =>
        group.kind === 'sources'
          ? `${item.name} · ${item.detail ?? noRegion}`
          : item.detail
            ? `${item.name} · ${item.detail}`
            : item.name,
      ),
    })),
    series: groups.map((group, index) => ({
      type: 'bar',
      name: group.title,
      xAxisIndex: index,
      yAxisIndex: index,
      barMaxWidth: 14,
      itemStyle: { color: group.color },
      data: group.items.map((item) => item.count),
    })),
  };
}
