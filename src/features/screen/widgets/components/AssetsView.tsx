import { useMemo } from 'react';
import type { EChartsOption } from 'echarts';
import type { HostStatistics, SummaryInfo } from '../../../../api/screen/schemas';
import { useScreenRender, type ScreenSurface } from '../../model/screenContext';
import { cx } from '../model/cx';
import { useWidgetsI18n, type WidgetsT } from '../i18n';
import { BAND_TONE, scoreBand } from '../model/logic';
import { PartSkeleton, Stats, toneClass, useCount, usePalette } from './parts';
import { TileChart } from './TileChart';
import contentStyles from './content.module.css';
import { isNarrowTile } from '../model/tileLayout';
import { useTileSize, type BoxSize } from '../model/tileSize';
import { useTypeScale } from '../model/typeScale';
import type { WidgetViewProps } from '../model/types';

/**
 * ASSETS_ASSETS: protected (agent online) and unprotected assets as a ring, the security score
 * with its band in words, and how many hosts have alarms, baseline risks or none
 * (SummaryInfo + HostStatistics; each drawn as soon as it arrives, each failing on its own).
 */
export default function AssetsView({
  data: [summary, hosts],
  status: [summaryStatus, hostsStatus],
}: WidgetViewProps<[SummaryInfo, HostStatistics]>) {
  const size = useTileSize();
  if (isShortAssetsTile(size, useScreenRender().surface)) {
    return (
      <AssetsFigures
        summary={summary}
        hosts={hosts}
        pending={[summaryStatus === 'pending', hostsStatus === 'pending']}
      />
    );
  }
  return (
    <>
      {summary ? <Protection summary={summary} /> : summaryStatus === 'pending' && <PartSkeleton />}
      {hosts ? <HostCounts hosts={hosts} /> : hostsStatus === 'pending' && <PartSkeleton />}
    </>
  );
}

function Protection({ summary }: { summary: SummaryInfo }) {
  const { t } = useWidgetsI18n();
  const palette = usePalette();
  const count = useCount();
  const type = useTypeScale();
  const online = summary.AgentClientOnlineCount;
  const offline = summary.AgentClientOfflineCount;
  const score = summary.SecurityScore;
  const band = scoreBand(score);

  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'item' },
      title: {
        text: count(online + offline),
        subtext: t('widget.assets.total'),
        left: 'center',
        top: 'center',
        itemGap: 2,
        textStyle: { fontSize: type.figure, fontWeight: 600 },
        subtextStyle: { fontSize: type.small },
      },
      series: [
        {
          type: 'pie',
          radius: ['62%', '82%'],
          avoidLabelOverlap: false,
          label: { show: false },
          labelLine: { show: false },
          data: [
            {
              name: t('widget.assets.protected'),
              value: online,
              itemStyle: { color: palette.accent },
            },
            {
              name: t('widget.assets.unprotected'),
              value: offline,
              itemStyle: { color: palette.warn },
            },
          ],
        },
      ],
    }),
    [online, offline, palette, t, count, type],
  );

  // A narrow tile: the ring and the numbers share the width, each number before its words;
  // side by side, "Hosts with baseline risks" took four lines and squeezed the ring.
  const compact = isNarrowTile(useTileSize());
  return (
    <div className={contentStyles.row} data-compact={compact || undefined}>
      <div className={cx(contentStyles.column, compact && contentStyles.ringCompact)}>
        <TileChart
          option={option}
          label={t('widget.assets.ring')}
          description={t('widget.assets.ringSummary', {
            protected: count(online),
            unprotected: count(offline),
          })}
        />
      </div>
      <div className={cx(contentStyles.scoreBox, compact && contentStyles.scoreBoxCompact)}>
        <Stats
          inline={compact}
          items={[
            { key: 'protected', label: t('widget.assets.protected'), value: online, tone: 'info' },
            {
              key: 'unprotected',
              label: t('widget.assets.unprotected'),
              value: offline,
              tone: 'warn',
            },
          ]}
        />
        <div data-band={band}>
          <span className={contentStyles.statLabel}>{t('widget.assets.score')}</span>
          <div
            className={cx(
              contentStyles.score,
              compact && contentStyles.scoreCompact,
              toneClass(BAND_TONE[band]),
            )}
          >
            {count(score)}
          </div>
          <span className={toneClass(BAND_TONE[band])}>{t(`widget.assets.band.${band}`)}</span>
        </div>
      </div>
    </div>
  );
}

/** On the wall, a tile too short for the ring and its numbers: numbers only (ring-free). */
const SHORT_WALL_TILE = 240;

function isShortAssetsTile(size: BoxSize, surface: ScreenSurface | undefined): boolean {
  return surface === 'wall' && size.height > 0 && size.height < SHORT_WALL_TILE;
}

function hostItems(hosts: HostStatistics, t: WidgetsT, short: boolean) {
  const data = hosts.Data;
  return [
    {
      key: 'alarm',
      label: t(short ? 'widget.assets.alarmHostsShort' : 'widget.assets.alarmHosts'),
      value: data.SuspEventUuids.length || data.SuspEventMachineNames.length,
      tone: 'danger',
    },
    {
      key: 'weakness',
      label: t(short ? 'widget.assets.weakHostsShort' : 'widget.assets.weakHosts'),
      value: data.WeaknessUuids.length || data.WeaknessMachineNames.length,
      tone: 'warn',
    },
    {
      key: 'safe',
      label: t('widget.assets.safeHosts'),
      value: data.SafeCount.length,
      tone: 'good',
    },
  ] as const;
}

/**
 * Two rows of three figures: protection and the score, then the hosts by risk. What a short wall
 * tile can show at the wall's type size without a ring squeezed to a dot.
 */
function AssetsFigures({
  summary,
  hosts,
  pending: [summaryPending, hostsPending],
}: {
  summary: SummaryInfo | undefined;
  hosts: HostStatistics | undefined;
  /** Still loading, per part: a failed part leaves its room empty (the frame says why). */
  pending: readonly [boolean, boolean];
}) {
  const { t } = useWidgetsI18n();
  return (
    <>
      {summary ? (
        <Stats
          items={[
            {
              key: 'protected',
              label: t('widget.assets.protected'),
              value: summary.AgentClientOnlineCount,
              tone: 'info',
            },
            {
              key: 'unprotected',
              label: t('widget.assets.unprotected'),
              value: summary.AgentClientOfflineCount,
              tone: 'warn',
            },
            {
              key: 'score',
              label: t('widget.assets.score'),
              value: summary.SecurityScore,
              tone: BAND_TONE[scoreBand(summary.SecurityScore)],
            },
          ]}
        />
      ) : (
        summaryPending && <PartSkeleton />
      )}
      {hosts ? <Stats items={[...hostItems(hosts, t, true)]} /> : hostsPending && <PartSkeleton />}
    </>
  );
}

function HostCounts({ hosts }: { hosts: HostStatistics }) {
  const { t } = useWidgetsI18n();
  const { onDrill } = useScreenRender();
  const items = hostItems(hosts, t, false);
  return (
    <Stats
      inline={isNarrowTile(useTileSize())}
      items={items.map((item) => ({
        ...item,
        onSelect: onDrill && (() => onDrill({ kind: 'hosts', focus: item.key })),
        selectHint: t('widget.assets.hostsHint'),
      }))}
    />
  );
}
