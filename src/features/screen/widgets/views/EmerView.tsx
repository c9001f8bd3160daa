import { useMemo } from 'react';
import type { EmerRisk } from '../../../../api/screen/schemas';
import { useWidgetsI18n } from '../i18n';
import { levelDef, VUL_LEVELS } from '../levels';
import { rankEmerRisks } from '../logic';
import { LevelTag, useCount } from '../parts';
import contentStyles from '../content.module.css';
import type { WidgetViewProps } from '../types';

/** VUL_EMER: emergency vulnerabilities, most urgent and most widespread first (EmerRisk). */
export default function EmerView({ data: [emer] }: WidgetViewProps<[EmerRisk]>) {
  const { t } = useWidgetsI18n();
  const count = useCount();
  const items = emer?.CloudHcRiskItems;
  const ranked = useMemo(() => (items ? rankEmerRisks(items) : []), [items]);

  return (
    <ol className={contentStyles.list} aria-label={t('widget.emer.list')} tabIndex={0}>
      {ranked.map((item, index) => {
        const def = levelDef(VUL_LEVELS, item.Level);
        return (
          <li key={`${item.VulName}-${index}`} className={contentStyles.listItem}>
            {def && (
              <LevelTag tone={def.tone} title={t(def.label)}>
                {t(def.short ?? def.label)}
              </LevelTag>
            )}
            <span className={contentStyles.listMain} title={item.VulName}>
              {item.VulName}
            </span>
            <span className={contentStyles.listAside}>
              {t('widget.emer.affected', { count: count(item.AffectCount) })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
