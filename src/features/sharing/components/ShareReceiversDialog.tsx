import { BusyModal } from '../../../components/BusyModal';
import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Select, Skeleton, Typography } from 'antd';
import { namePattern } from '../../../api/lake/params';
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

/**
 * Add and remove a share's receivers: pick them from the account's receivers (searched on the
 * service), see what will be added and removed, and apply it with one AlterShareReceivers. A
 * failure stays in the dialog with the picks kept.
 */
export function ShareReceiversDialog({ share, onClose }: { share: string; onClose: () => void }) {
  const t = useSharingT();
  const toast = useToast();
  const client = useQueryClient();
  const pickId = useId();
  const helpId = useId();
  // The whole current list, in one page (the largest the service gives).
  const current = useQuery(lakeShareQueries.shareReceivers(share, { maxResults: MAX_RESULTS_MAX }));
  const [picked, setPicked] = useState<string[] | null>(null);
  const [search, setSearch] = useState('');
  const pattern = namePattern(useDebounced(search));
  const found = useQuery(lakeShareQueries.receivers({ maxResults: SEARCH_SIZE, pattern }));
  const alter = useMutation(lakeShareMutations.alterShareReceivers());

  const before = useMemo(
    () => current.data?.receivers.map((r) => r.receiverName) ?? [],
    [current.data],
  );
  const chosen = picked ?? before;
  const diff = diffNames(before, chosen);
  const unchanged = diff.added.length === 0 && diff.removed.length === 0;
  const tooMany = Boolean(current.data?.nextPageToken);

  // Picked receivers keep their labels while a search shows others.
  const [known, setKnown] = useState(() => new Map<string, string>());
  const options = useMemo(() => {
    const labels = new Map(known);
    for (const r of [...(current.data?.receivers ?? []), ...(found.data?.receivers ?? [])]) {
      labels.set(r.receiverName, `${r.receiverName} (${r.receiverTenantId})`);
    }
    const shown = new Set([...(found.data?.receivers.map((r) => r.receiverName) ?? []), ...chosen]);
    return [...shown].sort().map((value) => ({ value, label: labels.get(value) ?? value }));
  }, [known, current.data, found.data, chosen]);

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
      title={t('sharing.shareReceivers.dialog', { name: share })}
      okText={t('sharing.shareReceivers.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: unchanged || tooMany || current.data === undefined }}
      busy={alter.isPending}
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
            loading={found.isFetching}
            aria-describedby={helpId}
            onChange={(next: string[]) => {
              setKnown((map) => {
                const copy = new Map(map);
                for (const o of options) copy.set(o.value, o.label);
                return copy;
              });
              setPicked(next);
              setSearch('');
              if (alter.isError) alter.reset();
            }}
          />
          <Typography.Text id={helpId} type="secondary" style={{ fontSize: 12 }}>
            {t('sharing.shareReceivers.pickHelp')}
          </Typography.Text>
          {found.isError && (
            <div style={{ marginTop: 8 }}>
              <ErrorState error={found.error} title={t('sharing.shareReceivers.searchFailed')} />
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
