import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../../i18n/formatMessage';
import type { GrantsT } from '../i18n';
import type { TableSchema } from '../../../../api/lake/schemas';
import { filterInWords, filterProblemText, literalProblemText } from './filterText';
import { messages } from '../messages';
import { filterColumns } from './filterColumns';
import { isBlankDraft, newGrantDraft, reviveGrantDraft } from './grantDraft';
import { buildRowFilter, type FilterGroup } from './rowFilter';

const translator = (locale: 'en' | 'zh') =>
  ((key: string, params?: Record<string, string | number>) =>
    formatMessage(
      (messages[locale] as Record<string, string>)[key] ?? key,
      params,
      locale,
    )) as GrantsT;

const schema: TableSchema = {
  fields: [
    { name: 'vip_level', type: { type: 'TINYINT' } },
    { name: 'born', type: { type: 'DATE' } },
    {
      name: 'address',
      type: { type: 'ROW', fields: [{ name: 'city', type: { type: 'STRING' } }] },
    },
  ],
  primaryKeys: [],
  partitionKeys: [],
  options: {},
};
const columns = filterColumns(schema);
const filter: FilterGroup = {
  kind: 'group',
  id: 'r',
  op: 'OR',
  children: [
    {
      kind: 'group',
      id: 'g',
      op: 'AND',
      children: [
        {
          kind: 'condition',
          id: 'a',
          column: 'address.city',
          operator: 'in',
          values: ['Paris', 'Lyon'],
        },
        { kind: 'condition', id: 'b', column: 'vip_level', operator: 'ge', values: ['3'] },
      ],
    },
    { kind: 'condition', id: 'c', column: 'born', operator: 'isNull', values: [] },
  ],
};

describe('a row filter in words', () => {
  it('says each condition in the reader’s language, parenthesising inner groups of the other kind', () => {
    expect(filterInWords(filter, columns, translator('en'))).toBe(
      '(address.city is one of “Paris”, “Lyon” and vip_level is at least 3) or born has no value',
    );
    expect(filterInWords(filter, columns, translator('zh'))).toBe(
      '(address.city 属于 “Paris”、“Lyon” 且 vip_level 不小于 3) 或 born 无值',
    );
    // The same tree as the expression the service gets.
    const built = buildRowFilter(filter, columns);
    expect(built.ok && built.expression).toBe(
      "(`address`.`city` IN ('Paris', 'Lyon') AND `vip_level` >= 3) OR `born` IS NULL",
    );
  });

  it('does not read a value its column cannot hold as if it were valid', () => {
    const invalid: FilterGroup = {
      kind: 'group',
      id: 'r',
      op: 'AND',
      children: [
        { kind: 'condition', id: 'a', column: 'vip_level', operator: 'gt', values: ['abc'] },
        { kind: 'condition', id: 'b', column: 'born', operator: 'in', values: ['2000-01-01', ''] },
      ],
    };
    expect(filterInWords(invalid, columns, translator('en'))).toBe(
      'vip_level is more than … (“abc” is not a TINYINT value) and born is one of “2000-01-01”, …',
    );
    expect(filterInWords(invalid, columns, translator('zh'))).toBe(
      'vip_level 大于 …（“abc” 不是 TINYINT 类型的值） 且 born 属于 “2000-01-01”、…',
    );
  });

  it('words the builder’s problems with their limits', () => {
    const t = translator('en');
    expect(literalProblemText({ code: 'intRange', min: '-128', max: '127' }, t)).toBe(
      'Enter a whole number from -128 to 127.',
    );
    expect(literalProblemText({ code: 'decimalDigits', precision: 10, scale: 2 }, t)).toBe(
      'DECIMAL(10, 2) takes at most 8 digits before the point and 2 after it.',
    );
    expect(filterProblemText({ code: 'unknownColumn', nodeId: 'x', column: 'gone' }, t)).toBe(
      'The table has no column gone.',
    );
    expect(filterProblemText({ code: 'emptyGroup', nodeId: 'x' }, translator('zh'))).toBe(
      '此条件组为空：请添加条件或删除该组。',
    );
  });
});

describe('the grant draft kept for the session', () => {
  it('reads back what it stored and refuses anything else', () => {
    const draft = newGrantDraft({
      resourceType: 'TABLE',
      database: 'sales',
      object: 'customers',
      access: ['SELECT'],
      principals: ['acs:ram::1:user/frank'],
      columnMode: 'exclude',
      columns: ['phone'],
      expireTime: '2027-01-01T00:00:00.000Z',
      filter,
    });
    expect(reviveGrantDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(reviveGrantDraft({ ...draft, resourceType: 'SCHEMA' })).toBeNull();
    expect(reviveGrantDraft({ ...draft, columnMode: 'some' })).toBeNull();
    expect(
      reviveGrantDraft({
        ...draft,
        filter: {
          ...filter,
          children: [{ kind: 'condition', id: 'x', column: 'a', operator: 'LIKE', values: [] }],
        },
      }),
    ).toBeNull();
    expect(reviveGrantDraft('draft')).toBeNull();
  });

  it('keeps nothing while nothing was chosen beyond the page’s own resource', () => {
    expect(isBlankDraft(newGrantDraft({ database: 'sales', object: 'orders' }))).toBe(true);
    expect(isBlankDraft(newGrantDraft({ access: ['SELECT'] }))).toBe(false);
    expect(isBlankDraft(newGrantDraft({ filter }))).toBe(false);
  });
});
