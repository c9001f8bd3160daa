import type { LayoutProblem } from '../../layout/model/codec';
import { CANVAS_ROWS } from '../../layout/model/grid';
import { useScreenT, type ScreenT } from '../../i18n';
import { useWidgetTitle } from '../../widgets/model/titles';
import styles from './LayoutProblems.module.css';

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value ?? null);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** A tile's name in the UI language, from its data code or else the catalogue's title. */
export type TileTitle = (code: string | null, fallback?: string) => string;

/** One problem in the user's words; items are numbered from 1 as a person counts them. */
export function describeProblem(problem: LayoutProblem, t: ScreenT, titleOf: TileTitle): string {
  switch (problem.kind) {
    case 'invalid-json':
      return t('screen.problem.invalid-json', { message: problem.message });
    case 'not-array':
      return t('screen.problem.not-array');
    case 'not-object':
      return t('screen.problem.not-object', { n: problem.index + 1 });
    case 'bad-position':
      return t('screen.problem.bad-position', { n: problem.index + 1, value: show(problem.value) });
    case 'duplicate-position':
      return t('screen.problem.duplicate-position', {
        n: problem.index + 1,
        position: problem.positionId,
        first: problem.firstIndex + 1,
      });
    case 'bad-component':
      return t('screen.problem.bad-component', {
        n: problem.index + 1,
        value: show(problem.value),
      });
    case 'unknown-component':
      return t('screen.problem.unknown-component', {
        n: problem.index + 1,
        id: problem.componentId,
      });
    case 'bad-date':
      return t('screen.problem.bad-date', { n: problem.index + 1, value: show(problem.value) });
    case 'date-not-offered':
      return t('screen.problem.date-not-offered', { n: problem.index + 1, value: problem.date });
    case 'bad-geometry':
      return t('screen.problem.bad-geometry', {
        n: problem.index + 1,
        field: problem.field,
        value: show(problem.value),
      });
    case 'overlap':
      return t('screen.problem.overlap', { n: problem.index + 1, other: problem.otherIndex + 1 });
    case 'past-edge':
      return t('screen.problem.past-edge', {
        n: problem.index + 1,
        title: titleOf(problem.code, problem.title ?? undefined),
        bottom: problem.bottom,
        rows: CANVAS_ROWS,
      });
  }
}

/** The codec's findings: the screen still shows every tile it could read, and says what it could not. */
export function LayoutProblems({ problems }: { problems: readonly LayoutProblem[] }) {
  const t = useScreenT();
  const titleOf = useWidgetTitle();
  if (!problems.length) return null;
  return (
    <section className={styles.box} role="status" aria-labelledby="layout-problems-title">
      <h2 id="layout-problems-title" className={styles.title}>
        {t('screen.problems.title', { count: problems.length })}
      </h2>
      <ul className={styles.list}>
        {problems.map((problem, i) => (
          <li key={i}>{describeProblem(problem, t, titleOf)}</li>
        ))}
      </ul>
    </section>
  );
}
