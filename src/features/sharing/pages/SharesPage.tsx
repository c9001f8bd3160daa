import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, Tabs } from 'antd';
import { PageHeader } from '../../../components/PageHeader';
import { paramCodecs, useSearchParamsState } from '../../../lib/useSearchParamState';
import { useSharingT } from '../i18n';
import { SHARE_TABS, type ShareTab } from '../model/paths';

const ProvidedSharesTab = lazy(async () => ({
  default: (await import('../components/ProvidedSharesTab')).ProvidedSharesTab,
}));
const ReceivedSharesTab = lazy(async () => ({
  default: (await import('../components/ReceivedSharesTab')).ReceivedSharesTab,
}));
const ReceiversTab = lazy(async () => ({
  default: (await import('../components/ReceiversTab')).ReceiversTab,
}));

const CODECS = { tab: paramCodecs.oneOf(SHARE_TABS, 'provided') };

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
          children:
            key === tab ? (
              <Suspense fallback={<Skeleton active />}>{CONTENT[key]()}</Suspense>
            ) : null,
        }))}
      />
    </>
  );
}
