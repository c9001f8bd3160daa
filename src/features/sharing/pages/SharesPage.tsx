import type { ReactNode } from 'react';
import { Skeleton, Tabs } from 'antd';
import { PageHeader } from '../../../components/PageHeader';
import { preloadable } from '../../../components/preloadable';
import { useSearchParamsState } from '../../../lib/useSearchParamState';
import { useSharingT } from '../i18n';
import { SHARE_TAB_PARAM, SHARE_TABS, type ShareTab } from '../model/paths';

// Each tab is a chunk of its own (the lists' table is too large for the page's budget), drawn as
// soon as it arrives: under `React.lazy` the shown tab's list was asked for only after React's
// reveal throttle, ~300 ms after its chunk was here.
const loading = <Skeleton active />;
const ProvidedSharesTab = preloadable(
  async () => (await import('../components/ProvidedSharesTab')).ProvidedSharesTab,
  loading,
).Component;
const ReceivedSharesTab = preloadable(
  async () => (await import('../components/ReceivedSharesTab')).ReceivedSharesTab,
  loading,
).Component;
const ReceiversTab = preloadable(
  async () => (await import('../components/ReceiversTab')).ReceiversTab,
  loading,
).Component;

const CODECS = { tab: SHARE_TAB_PARAM };

const CONTENT: Record<ShareTab, () => ReactNode> = {
  provided: () => <ProvidedSharesTab />,
  received: () => <ReceivedSharesTab />,
  receivers: () => <ReceiversTab />,
};

/** `/shares`: the shares this account provides, the ones it receives, and its receivers. */
export function SharesPage() {
  const t = useSharingT();
  const [{ tab }, update] = useSearchParamsState(CODECS);
  return (
    <>
      <PageHeader title={t('sharing.title')} subtitle={t('sharing.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key as ShareTab })}
        destroyOnHidden
        items={SHARE_TABS.map((key) => ({
          key,
          label: t(`sharing.tab.${key}`),
          // Only the shown tab is rendered, so only its list is requested.
          children: key === tab ? CONTENT[key]() : null,
        }))}
      />
    </>
  );
}
