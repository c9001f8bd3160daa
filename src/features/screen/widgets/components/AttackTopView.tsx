import { useMemo } from 'react';
import type { AttackAnalysis } from '../../../../api/screen/schemas';
import { cx } from '../model/cx';
import { useWidgetsI18n } from '../i18n';
import { topSources, topTargets, type TopItem } from '../model/logic';
import { useCount } from './parts';
import contentStyles from './content.module.css';
import { useScreenRender } from '../../model/screenContext';
import { rankingsLayout } from '../model/tileLayout';
import { useTileSize } from '../model/tileSize';
import type { Timed, WidgetViewProps } from '../model/types';

interface Ranking {
  kind: 'sources' | 'targets';
  title: string;
  items: TopItem[];
}

/**
 * SE_OP_ATTACK_TOP5: the five attackers (IP and region) and the five attacked assets with the
 * most attacks in the range (SOURCE_TOP, CLIENT_TOP), as two ranked lists with inline bars:
 * plain HTML, so long names shorten with an ellipsis instead of running into each other.
 */
export default function AttackTopView({
  data: [sources, targets],
}: WidgetViewProps<[Timed<AttackAnalysis>, Timed<AttackAnalysis>]>) {
  const { t } = useWidgetsI18n();
  const sourcesTitle = t('widget.top.sources');
  const targetsTitle = t('widget.top.targets');
  const noRegion = t('widget.top.noRegion');
  const sourceRecords = sources?.result.Data;
  const targetRecords = targets?.result.Data;

  const rankings = useMemo(() => {
    const list: Ranking[] = [];
    if (sourceRecords) {
      list.push({
        kind: 'sources',
        title: sourcesTitle,
        // A source always names its region, "unknown region" when the service has none.
        items: topSources(sourceRecords).map((item) => ({
          ...item,
          detail: item.detail ?? noRegion,
        })),
      });
    }
    if (targetRecords) {
      list.push({ kind: 'targets', title: targetsTitle, items: topTargets(targetRecords) });
    }
    return list;
  }, [sourceRecords, targetRecords, sourcesTitle, targetsTitle, noRegion]);

  return <Rankings rankings={rankings} />;
}

function itemLabel(item: TopItem): string {
  return item.detail ? `${item.name} · ${item.detail}` : item.name;
}

/** The least ranking width on the wall that shows a row's place beside its address. */
const WALL_DETAIL_COLUMN = 330;

/** The lists are the text: a screen reader reads each ranking as an ordered list. */
function Rankings({ rankings }: { rankings: readonly Ranking[] }) {
  const { t } = useWidgetsI18n();
  const count = useCount();
  const size = useTileSize();
  const layout = rankingsLayout(size);
  // On the wall a narrow ranking keeps the whole address and its count, and leaves the place
  // (in the row's tooltip and the console) rather than cutting all three.
  const column = layout === 'side' ? (size.width - 16) / 2 : size.width;
  const details = useScreenRender().surface !== 'wall' || column >= WALL_DETAIL_COLUMN;
  return (
    <div
      className={contentStyles.rankings}
      data-layout={layout}
      role="group"
      aria-label={t('widget.top.chart')}
      // Scrolls only in a tile too small for both rankings: focusable so keys can scroll it.
      tabIndex={0}
    >
      {rankings.map((ranking) => {
        const max = Math.max(1, ...ranking.items.map((item) => item.count));
        return (
          <section key={ranking.kind} className={contentStyles.ranking} aria-label={ranking.title}>
            <h3 className={contentStyles.rankingTitle}>{ranking.title}</h3>
            {ranking.items.length === 0 ? (
              <p className={contentStyles.meta}>{t('widget.noPoints')}</p>
            ) : (
              <ol className={contentStyles.rankList} data-kind={ranking.kind}>
                {ranking.items.map((item, index) => {
                  const label = itemLabel(item);
                  const value = count(item.count);
                  return (
                    <li
                      key={`${item.name}-${index}`}
                      className={contentStyles.rankItem}
                      title={`${label}: ${value}`}
                    >
                      <span
                        className={cx(
                          contentStyles.rankBar,
                          contentStyles[`rankBar-${ranking.kind}`],
                        )}
                        style={{ width: `${(item.count / max) * 100}%` }}
                        aria-hidden
                      />
                      <span className={contentStyles.rankName}>
                        {item.name}
                        {details && item.detail && (
                          <span className={contentStyles.rankDetail}> · {item.detail}</span>
                        )}
                      </span>
                      <span className={contentStyles.srOnly}>: </span>
                      <span className={contentStyles.rankCount}>{value}</span>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
