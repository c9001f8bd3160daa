import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NativeSelect } from '../../../../components/NativeSelect';
import { useGrantsT } from '../i18n';
import { filterInWords, filterProblemText, operatorLabelKey } from '../model/filterText';
import type { FilterColumn } from '../model/filterColumns';
import {
  emptyCondition,
  emptyGroup,
  isList,
  isNullCheck,
  operatorsFor,
  OPERATORS,
  updateNode,
  withColumn,
  withOperator,
  type FilterCondition,
  type FilterGroup,
  type FilterProblem,
  type GroupOp,
} from '../model/rowFilter';
import styles from './grants.module.css';

export interface RowFilterBuilderProps {
  root: FilterGroup;
  columns: readonly FilterColumn[];
  onChange: (next: FilterGroup) => void;
  /** The filter's problems, shown beside their conditions once `attempted`. */
  problems: readonly FilterProblem[];
  /**
   * After a first attempt to send, every problem shows; before it, only a value's literal that
   * does not fit its column's type, once the person leaves that value's field (on blur).
   * Defaults to true.
   */
  attempted?: boolean;
  /** The expression when the filter builds (shown under the builder). */
  expression: string;
}

interface NodeContext {
  columns: readonly FilterColumn[];
  byName: ReadonlyMap<string, FilterColumn>;
  problems: readonly FilterProblem[];
  change: (id: string, next: FilterGroup | FilterCondition | null) => void;
  /** A value's field was left: its literal is checked from now on. */
  blurred: (nodeId: string, valueIndex: number) => void;
}

const valueKey = (nodeId: string, valueIndex: number) => `${nodeId}#${valueIndex}`;

/**
 * The row filter as nested groups of conditions. Each group says whether rows must match all or
 * any of its children; each condition names a column (nested ROW fields by their dotted path), a
 * comparison the column's type allows, and its values, checked against that type.
 */
export function RowFilterBuilder({
  root,
  columns,
  onChange,
  problems,
  attempted = true,
  expression,
}: RowFilterBuilderProps) {
  const t = useGrantsT();
  const byName = useMemo(() => new Map(columns.map((column) => [column.name, column])), [columns]);
  const left = useLeftFields();
  const shown = attempted
    ? problems
    : problems.filter(
        (problem) =>
          problem.code === 'literal' && left.keys.has(valueKey(problem.nodeId, problem.valueIndex)),
      );
  const context: NodeContext = {
    columns,
    byName,
    problems: shown,
    change: (id, next) => onChange(updateNode(root, id, () => next)),
    blurred: (nodeId, valueIndex) => left.add(valueKey(nodeId, valueIndex)),
  };
  const words = root.children.length > 0 ? filterInWords(root, columns, t) : '';
  return (
    <div className={styles.filter}>
      {root.children.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('grants.filter.none')}</Typography.Paragraph>
      ) : (
        <GroupView group={root} path="" context={context} />
      )}
      {root.children.length === 0 && (
        <Flex gap={8} wrap>
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => onChange({ ...root, children: [emptyCondition()] })}
          >
            {t('grants.filter.addCondition')}
          </Button>
        </Flex>
      )}
      {words !== '' && (
        <dl className={styles.filterSummary}>
          <dt>{t('grants.filter.inWords')}</dt>
          <dd>{words}</dd>
          {expression !== '' && (
            <>
              <dt>{t('grants.filter.expression')}</dt>
              <dd>
                <code>{expression}</code>
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

/**
 * The value fields a person has left. A field left by pressing elsewhere (a button below it) is
 * counted when the press ends: its mark adds a line, and the button must not move away from
 * under the pointer between press and release (the click would miss it).
 */
function useLeftFields() {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Set<string>());
  const pressing = useRef(false);
  useEffect(() => {
    const flush = () => {
      if (pending.current.size === 0) return;
      const added = [...pending.current];
      pending.current.clear();
      setKeys((previous) => new Set([...previous, ...added]));
    };
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      pressing.current = false;
      // After this press's click has been handled.
      setTimeout(flush, 0);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);
  const add = (key: string) => {
    if (keys.has(key)) return;
    if (pressing.current) {
      pending.current.add(key);
      return;
    }
    setKeys((previous) => new Set(previous).add(key));
  };
  return { keys, add };
}

/** `path` numbers the group among its ancestors ('' for the root, `2`, `2.1`…). */
const numbered = (path: string, index: number) =>
  path === '' ? String(index + 1) : `${path}.${index + 1}`;

function GroupView({
  group,
  path,
  context,
}: {
  group: FilterGroup;
  path: string;
  context: NodeContext;
}) {
  const isRoot = path === '';
  const t = useGrantsT();
  const problem = context.problems.find((p) => p.nodeId === group.id && p.code === 'emptyGroup');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {isRoot ? t('grants.filter.title') : t('grants.filter.group', { n: path })}
      </legend>
      <Flex gap={8} align="center" wrap>
        <NativeSelect<GroupOp>
          label={
            isRoot
              ? t('grants.filter.match')
              : `${t('grants.filter.group', { n: path })}: ${t('grants.filter.match')}`
          }
          value={group.op}
          options={(['AND', 'OR'] as const).map((op) => ({
            value: op,
            label: `${t('grants.filter.match')} ${t(`grants.filter.op.${op}`)}`,
          }))}
          onChange={(op) => context.change(group.id, { ...group, op })}
        />
        {!isRoot && (
          <Button
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => context.change(group.id, null)}
          >
            {t('grants.filter.removeGroup', { n: path })}
          </Button>
        )}
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {filterProblemText(problem, t)}
        </Typography.Text>
      )}
      <ol className={styles.children}>
        {group.children.map((child, index) => (
          <li key={child.id}>
            {child.kind === 'group' ? (
              <GroupView group={child} path={numbered(path, index)} context={context} />
            ) : (
              <ConditionView condition={child} n={numbered(path, index)} context={context} />
            )}
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          onClick={() =>
            context.change(group.id, { ...group, children: [...group.children, emptyCondition()] })
          }
        >
          {t('grants.filter.addCondition')}
        </Button>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          onClick={() =>
            context.change(group.id, {
              ...group,
              children: [...group.children, emptyGroup(group.op === 'AND' ? 'OR' : 'AND')],
            })
          }
        >
          {t('grants.filter.addGroup')}
        </Button>
      </Flex>
    </fieldset>
  );
}

function ConditionView({
  condition,
  n,
  context,
}: {
  condition: FilterCondition;
  n: string;
  context: NodeContext;
}) {
  const t = useGrantsT();
  const errorId = useId();
  const column = context.byName.get(condition.column);
  const mine = context.problems.filter((p) => p.nodeId === condition.id);
  const nodeProblems = mine.filter((p) => p.code !== 'literal');
  const valueProblem = (index: number) =>
    mine.find((p) => p.code === 'literal' && p.valueIndex === index);
  const operators = column ? operatorsFor(column.family) : OPERATORS;
  const set = (next: FilterCondition) => context.change(condition.id, next);
  const label = t('grants.filter.condition', { n });
  const list = isList(condition.operator);

  return (
    <div className={styles.condition} role="group" aria-label={label}>
      <div className={styles.conditionRow}>
        <NativeSelect<string>
          label={`${label}: ${t('grants.filter.column')}`}
          value={condition.column}
          options={[
            ...(condition.column === '' || !column
              ? [
                  {
                    value: condition.column,
                    label: condition.column || t('grants.filter.columnPlaceholder'),
                  },
                ]
              : []),
            ...context.columns.map((c) => ({
              value: c.name,
              label: `${c.name} · ${c.typeLabel}`,
            })),
          ]}
          onChange={(name) => {
            const chosen = context.byName.get(name);
            if (chosen) set(withColumn(condition, chosen));
          }}
        />
        <NativeSelect
          label={`${label}: ${t('grants.filter.operator')}`}
          value={condition.operator}
          options={operators.map((op) => ({ value: op, label: t(operatorLabelKey(op, column)) }))}
          onChange={(op) => set(withOperator(condition, op))}
        />
        <div className={styles.values}>
          {!isNullCheck(condition.operator) &&
            condition.values.map((value, index) => {
              const problem = valueProblem(index);
              const problemId = `${errorId}-${index}`;
              const name = list
                ? t('grants.filter.valueN', { n: index + 1 })
                : t('grants.filter.value');
              return (
                // Values are positions in a list the user edits; the index is their identity.
                <Flex key={index} vertical gap={2} className={styles.value}>
                  <Flex gap={4} className={styles.valueField}>
                    <Input
                      aria-label={`${label}: ${name}`}
                      value={value}
                      status={problem ? 'error' : undefined}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? problemId : undefined}
                      placeholder={column?.typeLabel}
                      onBlur={() => context.blurred(condition.id, index)}
                      onChange={(event) => {
                        const values = [...condition.values];
                        values[index] = event.target.value;
                        set({ ...condition, values });
                      }}
                    />
                    {list && condition.values.length > 1 && (
                      <Button
                        aria-label={t('grants.filter.removeValue', { n: index + 1 })}
                        icon={<DeleteOutlined aria-hidden />}
                        onClick={() =>
                          set({
                            ...condition,
                            values: condition.values.filter((_, i) => i !== index),
                          })
                        }
                      />
                    )}
                  </Flex>
                  {problem && (
                    <Typography.Text type="danger" id={problemId} className={styles.problem}>
                      {filterProblemText(problem, t)}
                    </Typography.Text>
                  )}
                </Flex>
              );
            })}
          {list && (
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => set({ ...condition, values: [...condition.values, ''] })}
            >
              {t('grants.filter.addValue')}
            </Button>
          )}
        </div>
        <Button
          aria-label={t('grants.filter.removeCondition', { n })}
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => context.change(condition.id, null)}
        />
      </div>
      {nodeProblems.map((problem) => (
        <Typography.Text key={problem.code} type="danger" className={styles.problem}>
          {filterProblemText(problem, t)}
        </Typography.Text>
      ))}
    </div>
  );
}
