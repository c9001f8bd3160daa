import { Alert } from 'antd';
import { useTablesT } from '../i18n';
import { focusProblem, type Problem } from '../model/problems';

/**
 * Everything that stops the table from being created, at the top of the form; each entry is a
 * link to the input that fixes it (following it moves focus there).
 */
export function ProblemSummary({ problems }: { problems: readonly Problem[] }) {
  const t = useTablesT();
  if (problems.length === 0) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('tables.form.problems', { count: problems.length })}
        description={
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {problems.map((problem, index) => (
              <li key={`${problem.focusId}-${index}`}>
                <a
                  href={`#${problem.focusId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusProblem(problem);
                  }}
                >
                  {problem.label ? `${problem.label}: ${problem.message}` : problem.message}
                </a>
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
