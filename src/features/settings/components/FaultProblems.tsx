import { Alert } from 'antd';
import type { FaultProblem, FaultProblemReason } from '../../../api/mockControl';
import { formatNumber } from '../../../lib/format';
import { useSettingsI18n, type useSettingsT } from '../i18n';

type SettingsT = ReturnType<typeof useSettingsT>;

/** Why an entry was left out, in the page's language. */
function faultReasonText(reason: FaultProblemReason, t: SettingsT, locale: string): string {
  switch (reason.code) {
    case 'shape':
      return t('settings.faultProblem.shape');
    case 'unknownService':
      return t('settings.faultProblem.unknownService', {
        value: reason.value,
        services: reason.services.join(', '),
      });
    case 'badOperation':
      return t('settings.faultProblem.badOperation', { value: reason.value });
    case 'unknownOperation':
      return reason.suggestion
        ? t('settings.faultProblem.unknownOperationSuggest', {
            service: reason.service,
            value: reason.value,
            suggestion: reason.suggestion,
          })
        : t('settings.faultProblem.unknownOperation', {
            service: reason.service,
            value: reason.value,
          });
    case 'status':
      return t('settings.faultProblem.status', { value: reason.value });
    case 'latency':
      return t('settings.faultProblem.latency', {
        value: reason.value,
        max: formatNumber(reason.max, locale),
      });
    case 'effect':
      return t('settings.faultProblem.effect', { value: reason.value });
    case 'repeat':
      return t('settings.faultProblem.repeat', { value: reason.value });
  }
}

export interface FaultProblemsProps {
  id: string;
  problems: readonly FaultProblem[];
  /** Where the list came from: the page address at startup, or the list just applied. */
  source: 'startup' | 'applied';
}

/**
 * The entries of a fault list that were left out, each with why; the others are in force. After
 * Apply it is an alert (said at once); from the page address it is there when the page opens.
 */
export function FaultProblems({ id, problems, source }: FaultProblemsProps) {
  const { t, locale } = useSettingsI18n();
  const count = problems.length;
  return (
    <Alert
      id={id}
      type="warning"
      showIcon
      role={source === 'applied' ? 'alert' : 'status'}
      style={{ marginBottom: 16 }}
      title={t(source === 'startup' ? 'settings.faultsIgnoredStartup' : 'settings.faultsIgnored', {
        count,
      })}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {problems.map((problem, index) => (
            <li key={`${index}:${problem.token}`}>
              <code>{problem.token}</code>
              {t('settings.faultProblem.separator')}
              {faultReasonText(problem.reason, t, locale)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
