import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { isApiError } from '../../../api/errors';
import { lakeCache } from '../../../api/lake/cache';
import { lakeShareMutations } from '../../../api/lake/shareMutations';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { Share } from '../../../api/lake/shareSchemas';
import { ButtonLink } from '../../../components/ButtonLink';
import { ErrorState } from '../../../components/ErrorState';
import { PageHeader } from '../../../components/PageHeader';
import { ResultState } from '../../../components/ResultState';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast';
import { useAllowed } from '../../../lib/useSession';
import { BreadcrumbTrail } from '../../lake-common/components/BreadcrumbTrail';
import { ConfirmDropButton } from '../../lake-common/components/ConfirmDropButton';
import { PrincipalName } from '../../lake-common/components/PrincipalName';
import { MsTime } from '../../lake-common/components/MsTime';
import { useSharingT } from '../i18n';
import { messages } from '../messages';
import { sharePaths } from '../model/paths';
import { TenantId } from '../components/TenantId';
import { WriteLabel } from '../components/WriteLabel';
import styles from '../components/sharing.module.css';

const ShareFormModal = lazy(async () => ({
  default: (await import('../components/ShareFormModal')).ShareFormModal,
}));
// The receivers and resources lists (the data table) load beside the details, not before them.
const ShareReceivers = lazy(async () => ({
  default: (await import('../components/ShareReceivers')).ShareReceivers,
}));
const ShareResources = lazy(async () => ({
  default: (await import('../components/ShareResources')).ShareResources,
}));

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function Facts({ share }: { share: Share }) {
  const t = useSharingT();
  const none = t('sharing.none');
  return (
    <SectionCard title={t('sharing.share.facts')}>
      <dl className={styles.facts}>
        <dt>{t('sharing.fact.id')}</dt>
        <dd>{share.shareId}</dd>
        <dt>{t('sharing.fact.provider')}</dt>
        <dd>
          <TenantId value={share.providerTenantId} empty={none} />
        </dd>
        <dt>{t('sharing.fact.write')}</dt>
        <dd>
          <WriteLabel value={share.enableWrite} />
        </dd>
        <dt>{t('sharing.fact.comment')}</dt>
        <dd>{share.comment || none}</dd>
        <dt>{t('sharing.fact.owner')}</dt>
        <dd>
          <PrincipalName value={share.owner} empty={none} />
        </dd>
        <dt>{t('sharing.fact.created')}</dt>
        <dd>
          <MsTime value={share.createdAt} />
        </dd>
        <dt>{t('sharing.fact.updated')}</dt>
        <dd>
          <MsTime value={share.updatedAt} />
        </dd>
      </dl>
    </SectionCard>
  );
}

function Actions({ share }: { share: Share }) {
  const t = useSharingT();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const drop = useMutation(lakeShareMutations.dropShare());
  const [editing, setEditing] = useState(false);
  const mayAlter = useAllowed('lake', 'AlterShare');
  const mayDrop = useAllowed('lake', 'DropShare');
  const name = share.shareName;
  return (
    <>
      <Button
        icon={<EditOutlined aria-hidden />}
        aria-label={t('sharing.edit.openLabel', { name })}
        onClick={() => setEditing(true)}
        {...mayAlter.control}
      >
        {t('sharing.edit.open')}
      </Button>
      <ConfirmDropButton
        kind="share"
        messages={messages}
        name={name}
        control={mayDrop.control}
        drop={() => drop.mutateAsync({ share: name })}
        onDropped={() => {
          // Leave first: clearing the cache under a mounted page would read the share again.
          navigate(sharePaths.shares());
          toast.info(t('sharing.share.dropped', { name }));
          void lakeCache.shareDropped(client, name);
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <ShareFormModal
            share={share}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              toast.info(t('sharing.edit.done', { name: saved }));
              if (saved !== name) navigate(sharePaths.share(saved), { replace: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** `/shares/:share`: one provided share, its details, receivers and resources. */
export function SharePage() {
  const t = useSharingT();
  const name = useParams().share ?? '';
  const query = useQuery(lakeShareQueries.share(name));

  if (query.isError && isNotFound(query.error)) {
    return (
      <ResultState
        code="404"
        title={t('sharing.share.notFoundTitle')}
        body={<p>{t('sharing.share.notFound', { name })}</p>}
        actions={
          <ButtonLink to={sharePaths.shares()} variant="primary">
            {t('sharing.share.back')}
          </ButtonLink>
        }
      />
    );
  }
  const share = query.data;
  return (
    <>
      <PageHeader
        back={
          <BreadcrumbTrail
            label={t('sharing.share.trail')}
            items={[
              { label: t('sharing.title'), to: sharePaths.shares() },
              { label: name, to: sharePaths.share(name) },
            ]}
          />
        }
        title={name}
        actions={share && <Actions share={share} />}
      />
      {share === undefined ? (
        query.isError ? (
          <ErrorState
            error={query.error}
            title={t('sharing.share.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          <Facts share={share} />
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <ShareReceivers share={share.shareName} />
            <ShareResources share={share.shareName} />
          </Suspense>
        </div>
      )}
    </>
  );
}
