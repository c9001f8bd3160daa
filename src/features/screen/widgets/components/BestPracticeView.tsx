import { useMemo } from 'react';
import type { CloudHcRisk } from '../../../../api/screen/schemas';
import { useWidgetsI18n } from '../i18n';
import { BASELINE_LEVELS, levelDef } from '../model/levels';
import { groupCloudChecks } from '../model/logic';
import { LevelTag, useCount } from './parts';
import contentStyles from './content.module.css';
import type { WidgetViewProps } from '../model/types';

/** BEST_PRA_BEST_PRA: cloud product checks by level, failures first, with counts (CloudHcRisk). */
export default function BestPracticeView({ data: [risk] }: WidgetViewProps<[CloudHcRisk]>) {
  const { t } = useWidgetsI18n();
  const count = useCount();
  const items = risk?.CloudHcRiskItems;
  const groups = useMemo(() => (items ? groupCloudChecks(items) : []), [items]);
  const failed = items?.filter((item) => !item.Pass).length ?? 0;

  return (
    <>
      {items && (
        <p className={contentStyles.meta}>
          {t('widget.bp.summary', { failed: count(failed), total: count(items.length) })}
        </p>
      )}
      <div
        className={contentStyles.list}
        role="group"
        aria-label={t('widget.title.BEST_PRA_BEST_PRA')}
        tabIndex={0}
      >
        {groups.map((group) => {
          const def = levelDef(BASELINE_LEVELS, group.level);
          const label = def ? t(def.label) : group.level;
          return (
            <section key={group.level} aria-label={label} data-level={group.level}>
              <h3 className={contentStyles.groupTitle}>
                {def ? <LevelTag tone={def.tone}>{label}</LevelTag> : label}
                <span className={contentStyles.listAside}>
                  {t('widget.bp.levelSummary', {
                    failed: count(group.failed.length),
                    passed: count(group.passed.length),
                  })}
                </span>
              </h3>
              <ul className={contentStyles.plainList}>
                {[...group.failed, ...group.passed].map((item, index) => (
                  <li key={`${item.CheckItem}-${index}`} className={contentStyles.listItem}>
                    <LevelTag tone={item.Pass ? 'good' : 'danger'}>
                      {item.Pass ? t('widget.bp.passed') : t('widget.bp.failed')}
                    </LevelTag>
                    <span className={contentStyles.listMain} title={item.CheckItem}>
                      {item.CheckItem}
                    </span>
                    {!item.Pass && (
                      <span className={contentStyles.listAside}>
                        {t('widget.bp.affected', { count: count(item.AffectCount) })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
