import { useMemo } from 'react';
import { screenQueries } from '../../../api/screen/queries';
import { useWidgetsI18n } from './i18n';
import { levelDef, VUL_LEVELS } from './levels';
import { rankEmerRisks } from './logic';
import { LevelTag, useCount } from './parts';
import styles from './tile.module.css';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

/** VUL_EMER: emergency vulnerabilities, most urgent and most widespread first (EmerRisk). */
export default function EmerWidget(props: WidgetProps) {
  const { t } = useWidgetsI18n();
  const count = useCount();
  const {
    results: [emer],
    tile,
  } = useTileQueries([screenQueries.emerRisk()]);
  const items = emer.data?.CloudHcRiskItems;
  const ranked = useMemo(() => (items ? rankEmerRisks(items) : []), [items]);

  return (
    <TileFrame
      code="VUL_EMER"
      widget={props}
      tile={tile}
      caption={t('widget.range.current')}
      empty={items && items.length === 0 ? t('widget.emer.none') : false}
    >
      <ol className={styles.list} aria-label={t('widget.emer.list')} tabIndex={0}>
        {ranked.map((item, index) => {
          const def = levelDef(VUL_LEVELS, item.Level);
          return (
            <li key={`${item.VulName}-${index}`} className={styles.listItem}>
              {def && (
                <LevelTag tone={def.tone} title={t(def.label)}>
                  {t(def.short ?? def.label)}
                </LevelTag>
              )}
              <span className={styles.listMain} title={item.VulName}>
                {item.VulName}
              </span>
              <span className={styles.listAside}>
                {t('widget.emer.affected', { count: count(item.AffectCount) })}
              </span>
            </li>
          );
        })}
      </ol>
    </TileFrame>
  );
}
