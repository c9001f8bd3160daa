import { OBJECT_NAME_PATTERN } from '../../../../api/lake/assumed';
import type { BuilderIssue, BuilderIssues } from '../../schema/model/validateBuilder';
import { optionsFromRows } from '../../../lake-common/model/optionRows';
import type { TranslateOf } from '../../../../i18n/featureI18n';
import type { messages as componentMessages } from '../../../lake-common/componentsMessages';
import type { messages as schemaMessages } from '../../schema/messages';
import type { TablesT } from '../i18n';
import type { messages } from '../messages';
import { addColumnId } from '../components/ColumnsEditor';
import { issueTargetId } from './controlIds';
import { schemaIssueText as issueText } from '../../schema/model/schemaText';
import { fieldTargets } from './targets';
import { typePathKey } from '../../schema/model/typePath';
import type { TableForm } from './tableForm';

/** The problems' words: the tables area's, the schema area's issues and the options editor's. */
export type ProblemsT = TranslateOf<
  typeof messages | typeof schemaMessages | typeof componentMessages
>;

/** One thing that stops the table from being created, and the input that fixes it. */
export interface Problem {
  /** Id of the input to focus. */
  focusId: string;
  /** An option row's id: its key input is focused instead (the options editor has no ids). */
  optionRowId?: string | undefined;
  /** The key a key problem is about: its checkbox in the picker is focused. */
  keyName?: string | undefined;
  /** What it is about ("Table name", "address.city"); empty for the table as a whole. */
  label: string;
  message: string;
}

export interface FormIds {
  baseId: string;
  name: string;
  primaryKeys: string;
  partitionKeys: string;
  /** The options editor's wrapper. */
  options: string;
}

/**
 * Before the first attempt to create, an empty name is not a problem yet (every new row starts
 * with one); what was typed wrong already is.
 */
export function shownIssues(issues: BuilderIssues, attempted: boolean): BuilderIssues {
  if (attempted) return issues;
  const byUid = new Map<string, readonly BuilderIssue[]>();
  let count = 0;
  for (const [uid, list] of issues.byUid) {
    const kept = list.filter((issue) => issue.code !== 'nameRequired');
    if (kept.length > 0) byUid.set(uid, kept);
    count += kept.length;
  }
  count += issues.primaryKeys.length + issues.partitionKeys.length;
  return { ...issues, byUid, table: [], count };
}

/** The table name's problem, if any. */
export function nameProblem(
  form: TableForm,
  attempted: boolean,
  conflict: string | null,
  database: string,
  t: TablesT,
): string | null {
  if (conflict !== null && conflict === form.name) {
    return t('tables.form.nameExists', { name: form.name, database });
  }
  if (form.name === '') return attempted ? t('tables.form.nameRequired') : null;
  return OBJECT_NAME_PATTERN.test(form.name) ? null : t('tables.form.nameInvalid');
}

/** Every problem in the order of the page: name, columns, keys, options. */
export function listProblems(
  form: TableForm,
  issues: BuilderIssues,
  name: string | null,
  ids: FormIds,
  t: ProblemsT,
): Problem[] {
  const problems: Problem[] = [];
  if (name) problems.push({ focusId: ids.name, label: t('tables.form.name'), message: name });
  for (const issue of issues.table) {
    problems.push({ focusId: addColumnId(ids.baseId), label: '', message: issueText(t, issue) });
  }
  if (issues.byUid.size > 0) {
    const targets = fieldTargets(form.fields, t);
    for (const [uid, list] of issues.byUid) {
      for (const issue of list) {
        const path = typePathKey(issue.typePath);
        const target = targets.get(uid) ?? '';
        problems.push({
          focusId: issueTargetId(ids.baseId, uid, issue),
          label: path === '' ? target : `${target}.${path}`,
          message: issueText(t, issue),
        });
      }
    }
  }
  for (const issue of issues.primaryKeys) {
    problems.push({
      focusId: ids.primaryKeys,
      keyName: keyOf(issue),
      label: t('tables.form.primaryKeys'),
      message: issueText(t, issue),
    });
  }
  for (const issue of issues.partitionKeys) {
    problems.push({
      focusId: ids.partitionKeys,
      keyName: keyOf(issue),
      label: t('tables.form.partitionKeys'),
      message: issueText(t, issue),
    });
  }
  for (const error of optionsFromRows(form.options).errors) {
    problems.push({
      focusId: ids.options,
      optionRowId: error.rowId,
      label: t('tables.form.options'),
      message:
        error.kind === 'emptyKey'
          ? t('catalogs.options.emptyKey')
          : t('catalogs.options.duplicateKey', { key: error.key }),
    });
  }
  return problems;
}

function keyOf(issue: BuilderIssue): string | undefined {
  const name = issue.params.name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Moves focus to the input that fixes a problem. For a key picker (a group of checkboxes) that is
 * the key's own checkbox, else the first one chosen, else the first one, else the group.
 */
export function focusProblem(problem: Problem): void {
  if (problem.optionRowId) {
    document.querySelector<HTMLElement>(`[data-focus-id="${problem.optionRowId}-key"]`)?.focus();
    return;
  }
  const element = document.getElementById(problem.focusId);
  if (element instanceof HTMLFieldSetElement) {
    const boxes = [...element.querySelectorAll<HTMLInputElement>('input:enabled')];
    const box =
      boxes.find((input) => input.dataset.key === problem.keyName) ??
      boxes.find((input) => input.checked) ??
      boxes[0];
    (box ?? element).focus();
    return;
  }
  element?.focus();
}
