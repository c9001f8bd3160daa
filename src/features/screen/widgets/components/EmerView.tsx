import { useMemo } from 'react';
import type { EmerRisk } from '../../../../api/screen/schemas';
import { useWidgetsI18n } from '../i18n';
import { levelDef, VUL_LEVELS } from '../model/levels';
import { rankEmerRisks } from '../model/logic';
import { LevelTag } from './parts';
import contentStyles from './content.module.css';
import type { WidgetViewProps } from '../model/types';

/**
 * VUL_EMER: emergency vulnerabilities, those still affecting hosts first, most urgent and most
 * widespread first (EmerRisk). One that affects no host says so in words, not "0 affected".
 */
export default function EmerView({ data: [emer] }: WidgetViewProps<[EmerRisk]>) {
  const { t } = useWidgetsI18n();
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
              {item.AffectCount > 0
                ? t('widget.emer.affected', { count: item.AffectCount })
                : t('widget.emer.noHosts')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
