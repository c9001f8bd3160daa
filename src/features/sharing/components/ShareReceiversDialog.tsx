import { BusyModal } from '../../../components/BusyModal';
import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Select, Skeleton, Typography } from 'antd';
import { namePattern } from '../../../api/lake/params';
import { parseTenantId } from '../../../api/lake/shareSchemas';
import { MAX_RESULTS_MAX } from '../../../api/lake/limits';
import { lakeCache } from '../../../api/lake/cache';
import { lakeShareMutations } from '../../../api/lake/shareMutations';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import { ErrorState } from '../../../components/ErrorState';
import { useToast } from '../../../components/toast';
import { useSharingT } from '../i18n';
import { ChangePreview } from './ChangePreview';
import { diffNames } from '../model/resourceChoice';
import { useDebounced } from '../hooks/useDebounced';

const SEARCH_SIZE = 50;
/** The value of the option that creates a receiver (receiver names cannot hold a colon). */
const CREATE = 'create-receiver:';
/** The name a receiver created here gets: its account id after a letter (names start with one). */
const nameForAccount = (id: string) => `account_${id}`;

/**
 * Add and remove a share's receivers: pick them from the account's receivers, found by name
 * (searched on the service) or by account id (digits: matched on the account's receivers, whose
 * names never start with a digit), see what will be added and removed, and apply it with one
 * AlterShareReceivers. An account id that is no receiver yet is offered as a new receiver,
 * created on the spot with every digit (a string, never a JS number) and then picked. A failure
 * stays in the dialog with the picks kept.
 */
export function ShareReceiversDialog({
  share,
  adding = false,
  onClose,
}: {
  share: string;
  /** The share has no receivers yet: the dialog says it adds them. */
  adding?: boolean;
  onClose: () => void;
}) {
  const t = useSharingT();
  const toast = useToast();
  const client = useQueryClient();
  const pickId = useId();
  const helpId = useId();
  // The whole current list, in one page (the largest the service gives).
  const current = useQuery(lakeShareQueries.shareReceivers(share, { maxResults: MAX_RESULTS_MAX }));
  const [picked, setPicked] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const typed = useDebounced(search).trim();
  const byId = /^\d+$/.test(typed);
  const pattern = namePattern(byId ? '' : typed);
  const found = useQuery({
    ...lakeShareQueries.receivers({ maxResults: SEARCH_SIZE, pattern }),
    enabled: !byId,
  });
  // Account ids are not searched by the service: the account's receivers, matched here.
  const all = useQuery({
    ...lakeShareQueries.receivers({ maxResults: MAX_RESULTS_MAX }),
    enabled: byId,
  });
  const alter = useMutation(lakeShareMutations.alterShareReceivers());
  const create = useMutation(lakeShareMutations.createReceiver());

  const before = useMemo(
    () => current.data?.receivers.map((r) => r.receiverName) ?? [],
    [current.data],
  );
  const chosen = picked ?? before;
  const diff = diffNames(before, chosen);
  const unchanged = diff.added.length === 0 && diff.removed.length === 0;
  const tooMany = Boolean(current.data?.nextPageToken);

  const account = byId ? parseTenantId(typed) : null;
  const matches = useMemo(
    () =>
      byId ? (all.data?.receivers ?? []).filter((r) => r.receiverTenantId.startsWith(typed)) : [],
    [byId, all.data, typed],
  );
  const newAccount =
    account?.ok && all.data && !matches.some((r) => r.receiverTenantId === account.value)
      ? account.value
      : null;

  // Picked receivers keep their labels while a search shows others.
  const [known, setKnown] = useState(() => new Map<string, string>());
  const options = useMemo(() => {
    const labels = new Map(known);
    const listed = byId ? matches : (found.data?.receivers ?? []);
    for (const r of [...(current.data?.receivers ?? []), ...listed]) {
      labels.set(r.receiverName, `${r.receiverName} (${r.receiverTenantId})`);
    }
    // What the search found first, then the new account's receiver, then the picks not found.
    const option = (value: string) => ({ value, label: labels.get(value) ?? value });
    const foundNames = listed.map((r) => r.receiverName).sort();
    const others = chosen.filter((value) => !foundNames.includes(value)).sort();
    const create =
      newAccount === null
        ? []
        : [
            {
              value: `${CREATE}${newAccount}`,
              label: t('sharing.shareReceivers.createOption', { id: newAccount }),
            },
          ];
    return [...foundNames.map(option), ...create, ...others.map(option)];
  }, [known, current.data, found.data, matches, byId, chosen, newAccount, t]);

  const remember = (entries: Iterable<readonly [string, string]>) =>
    setKnown((map) => new Map([...map, ...entries]));

  const createAndPick = async (id: string, others: string[]) => {
    const receiverName = nameForAccount(id);
    try {
      await create.mutateAsync({ receiverName, receiverTenantId: id, comment: '' });
    } catch {
      return;
    }
    remember([[receiverName, `${receiverName} (${id})`]]);
    setPicked([...others, receiverName]);
    toast.info(t('sharing.shareReceivers.created', { name: receiverName, id }));
    await lakeCache.receiversChanged(client);
  };

  const apply = async () => {
    try {
      await alter.mutateAsync({
        share,
        addedReceivers: diff.added,
        removedReceivers: diff.removed,
      });
    } catch {
      return;
    }
    await lakeCache.shareChanged(client, share);
    toast.info(t('sharing.shareReceivers.done', { name: share }));
    onClose();
  };

  return (
    <BusyModal
      open
      title={t(adding ? 'sharing.shareReceivers.addDialog' : 'sharing.shareReceivers.dialog', {
        name: share,
      })}
      okText={t('sharing.shareReceivers.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: unchanged || tooMany || current.data === undefined }}
      busy={alter.isPending || create.isPending}
      onOk={() => void apply()}
      onClose={onClose}
      destroyOnHidden
      width={640}
    >
      {current.isError ? (
        <ErrorState
          error={current.error}
          title={t('sharing.shareReceivers.loadFailed')}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      ) : current.data === undefined ? (
        <Skeleton active />
      ) : (
        <>
          {tooMany && (
            <Alert
              type="warning"
              showIcon
              title={t('sharing.shareReceivers.moreThanPage')}
              style={{ marginBottom: 12 }}
            />
          )}
          <label htmlFor={pickId} style={{ display: 'block', marginBottom: 4 }}>
            {t('sharing.shareReceivers.pick')}
          </label>
          <Select
            id={pickId}
            mode="multiple"
            style={{ width: '100%' }}
            value={chosen}
            options={options}
            showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
            loading={found.isFetching || all.isFetching || create.isPending}
            aria-describedby={helpId}
            onChange={(next: string[]) => {
              remember(options.map((o) => [o.value, o.label] as const));
              const adding = next.find((value) => value.startsWith(CREATE));
              const others = next.filter((value) => !value.startsWith(CREATE));
              setSearch('');
              if (alter.isError) alter.reset();
              if (create.isError) create.reset();
              if (adding === undefined) setPicked(others);
              else void createAndPick(adding.slice(CREATE.length), others);
            }}
          />
          <Typography.Text id={helpId} type="secondary" style={{ fontSize: 12 }}>
            {t('sharing.shareReceivers.pickHelp')}
          </Typography.Text>
          {(found.isError || all.isError) && (
            <div style={{ marginTop: 8 }}>
              <ErrorState
                error={found.error ?? all.error}
                title={t('sharing.shareReceivers.searchFailed')}
              />
            </div>
          )}
          {create.isError && (
            <div style={{ marginTop: 8 }}>
              <ErrorState
                error={create.error}
                title={t('sharing.shareReceivers.createFailed', {
                  id: create.variables.receiverTenantId,
                })}
              />
            </div>
          )}
          <ChangePreview added={diff.added} removed={diff.removed} />
          {alter.isError && (
            <div style={{ marginTop: 12 }}>
              <ErrorState error={alter.error} title={t('sharing.shareReceivers.failed')} />
            </div>
          )}
        </>
      )}
    </BusyModal>
  );
}
