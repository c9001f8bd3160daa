import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { describeError } from '../../../../components/describeError';
import { useI18n } from '../../../../i18n/useI18n';
import { namePattern } from '../../../../api/lake/params';
import { lakeQueries } from '../../../../api/lake/queries';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import { useGrantsT } from '../i18n';
import { PrincipalLabel } from '../../../lake-common/components/PrincipalLabel';
import {
  byPrincipalKind,
  principalShort,
  principalText,
} from '../../../lake-common/model/principal';

/** How many names a picker offers per search (the search narrows the rest on the server). */
const PICK_SIZE = 100;

interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * What a search's query offers: nothing while it still shows an earlier search's answer
 * (`keepPreviousData`), since Enter picks the first option shown, and a person who typed
 * "marketing" and pressed Enter must not get the earlier search's first name.
 */
function current<T>(query: { data: T | undefined; isPlaceholderData: boolean }): T | undefined {
  return query.isPlaceholderData ? undefined : query.data;
}

function usePickerSearch() {
  const [text, setText] = useState('');
  return { pattern: namePattern(text), onSearch: setText };
}

function NameSelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  names,
  loading,
  error,
  onSearch,
}: PickerProps & {
  names: readonly string[];
  loading: boolean;
  error: unknown;
  onSearch: (text: string) => void;
}) {
  const t = useGrantsT();
  const { t: shared } = useI18n();
  const options = useMemo(() => {
    const all = value !== '' && !names.includes(value) ? [value, ...names] : names;
    return all.map((name) => ({ value: name, label: name }));
  }, [names, value]);
  return (
    <>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch }}
        value={value === '' ? undefined : value}
        placeholder={t('grants.pick.placeholder')}
        options={options}
        loading={loading}
        notFoundContent={loading ? shared('app.loading') : undefined}
        onChange={(next: string) => onChange(next)}
        status={invalid || error ? 'error' : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        style={{ width: '100%' }}
      />
      {error !== null && error !== undefined && (
        <div role="alert" style={{ color: '#a8071a', fontSize: 13 }}>
          {t('grants.pick.loadFailed', { message: describeError(error, shared).message })}
        </div>
      )}
    </>
  );
}

/** A database of the catalog, searched with ListDatabases' pattern. */
export function DatabasePicker({ catalogId, ...props }: PickerProps & { catalogId: string }) {
  const search = usePickerSearch();
  const query = useQuery({
    ...lakeQueries.databaseNames(catalogId, { maxResults: PICK_SIZE, pattern: search.pattern }),
    placeholderData: keepPreviousData,
  });
  return (
    <NameSelect
      {...props}
      names={current(query)?.databases ?? []}
      loading={query.isFetching}
      error={query.error}
      onSearch={search.onSearch}
    />
  );
}

/** A table, function or view of a database, through that list's own operation. */
export function ObjectPicker({
  catalogId,
  database,
  type,
  ...props
}: PickerProps & { catalogId: string; database: string; type: 'TABLE' | 'FUNCTION' | 'VIEW' }) {
  const search = usePickerSearch();
  const list = { maxResults: PICK_SIZE, pattern: search.pattern };
  const enabled = database !== '';
  const tables = useQuery({
    ...lakeQueries.tableNames(catalogId, database, list),
    enabled: enabled && type === 'TABLE',
    placeholderData: keepPreviousData,
  });
  const functions = useQuery({
    ...lakeQueries.functions(catalogId, database, list),
    enabled: enabled && type === 'FUNCTION',
    placeholderData: keepPreviousData,
  });
  const views = useQuery({
    ...lakeQueries.views(catalogId, database, list),
    enabled: enabled && type === 'VIEW',
    placeholderData: keepPreviousData,
  });
  const query = type === 'TABLE' ? tables : type === 'FUNCTION' ? functions : views;
  const names =
    type === 'TABLE'
      ? (current(tables)?.tables ?? [])
      : type === 'FUNCTION'
        ? (current(functions)?.functions ?? [])
        : (current(views)?.viewDetails.map((view) => view.name) ?? []);
  return (
    <NameSelect
      {...props}
      names={names}
      loading={query.isFetching}
      error={query.error}
      onSearch={search.onSearch}
    />
  );
}

/** The display name in an option's "Bob Li (user/bob)" label ('' when it is the short form). */
const nameOf = (label: unknown) => {
  const text = String(label);
  const open = text.lastIndexOf(' (');
  return open > 0 ? text.slice(0, open) : '';
};

/** Users and roles, searched by name on the server, several chosen at once. */
export function PrincipalPicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: Omit<PickerProps, 'value' | 'onChange'> & {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const t = useGrantsT();
  const { t: shared } = useI18n();
  const search = usePickerSearch();
  const list = { maxResults: PICK_SIZE, pattern: search.pattern };
  const users = useQuery({ ...lakeAccessQueries.users(list), placeholderData: keepPreviousData });
  const roles = useQuery({ ...lakeAccessQueries.roles(list), placeholderData: keepPreviousData });
  // Names of what was chosen, kept when a later search no longer lists it.
  const [known, setKnown] = useState<Record<string, string>>({});
  // Users (RAM users and RAM roles acting as users), then lake roles, each kind together.
  const options = byPrincipalKind(
    [
      ...(current(users)?.users ?? []).map((user) => ({
        value: user.userPrincipal,
        label: principalText(user.userPrincipal, user.displayName || user.userName),
      })),
      ...(current(roles)?.roles ?? []).map((role) => ({
        value: role.rolePrincipal,
        label: principalText(role.rolePrincipal, role.displayName || role.roleName),
      })),
    ],
    (option) => option.value,
  ).flatMap((group) => group.items);
  const error = users.error ?? roles.error;
  return (
    // rc-select takes Tab as "toggle the active option", which in a multiple select unchooses
    // the one just chosen with Enter as a keyboard user leaves: Tab here only moves on.
    <div
      onKeyDownCapture={(event) => {
        if (event.key === 'Tab') event.stopPropagation();
      }}
    >
      <Select<{ value: string; label: string }[]>
        id={id}
        mode="multiple"
        // Chosen ones keep their names when a later search no longer lists them.
        labelInValue
        showSearch={{ filterOption: false, onSearch: search.onSearch }}
        value={value.map((principal) => ({
          value: principal,
          label: known[principal] ?? principalShort(principal),
        }))}
        placeholder={t('grants.principals.placeholder')}
        loading={users.isFetching || roles.isFetching}
        notFoundContent={users.isFetching || roles.isFetching ? shared('app.loading') : undefined}
        // One list ordered by kind, each option with its kind badge (antd's grouped options put
        // an ARIA attribute on the group rows that axe refuses); chosen tags show the name alone.
        options={options}
        optionRender={(option) => (
          <PrincipalLabel principal={String(option.value)} displayName={nameOf(option.label)} />
        )}
        onChange={(next) => {
          const labels = { ...known };
          for (const chosen of next) labels[chosen.value] = String(chosen.label);
          setKnown(labels);
          onChange(next.map((chosen) => chosen.value));
        }}
        status={invalid || error ? 'error' : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        style={{ width: '100%' }}
      />
      {error !== null && (
        <div role="alert" style={{ color: '#a8071a', fontSize: 13 }}>
          {t('grants.pick.loadFailed', { message: describeError(error, shared).message })}
        </div>
      )}
    </div>
  );
}
