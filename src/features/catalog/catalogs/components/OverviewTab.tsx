import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import type { Catalog } from '../../../../api/lake/schemas';
import { RelativeTime } from '../../../../components/RelativeTime';
import { SectionCard } from '../../../../components/SectionCard';
import { OptionsCard } from '../../../lake-common/components/OptionsCard';
import { useCatalogsT } from '../i18n';
import { CatalogStatusBadge } from './CatalogStatusBadge';
import { CatalogShared } from './CatalogSharedCell';
import { useCatalogSharing } from '../hooks/useCatalogSharing';
import { isoTime } from '../hooks/useCatalogColumns';

/** The catalog's facts and its options (editable through AlterCatalog). */
export function OverviewTab({ catalog }: { catalog: Catalog }) {
  const t = useCatalogsT();
  const queryClient = useQueryClient();
  const alter = useMutation(lakeMutations.alterCatalog());
  const dash = '—';
  const sharing = useCatalogSharing();
  return (
    <>
      <SectionCard title={t('catalogs.overview.details')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            { key: 'id', label: t('catalogs.overview.id'), children: <code>{catalog.id}</code> },
            { key: 'type', label: t('catalogs.col.type'), children: catalog.type },
            {
              key: 'status',
              label: t('catalogs.col.status'),
              children: <CatalogStatusBadge status={catalog.status} />,
            },
            {
              key: 'shared',
              label: t('catalogs.col.shared'),
              children: <CatalogShared catalog={catalog} sharing={sharing} />,
            },
            { key: 'owner', label: t('catalogs.col.owner'), children: catalog.owner || dash },
            {
              key: 'createdBy',
              label: t('catalogs.overview.createdBy'),
              children: catalog.createdBy || dash,
            },
            {
              key: 'createdAt',
              label: t('catalogs.overview.createdAt'),
              children: <RelativeTime value={isoTime(catalog.createdAt)} />,
            },
            {
              key: 'updatedBy',
              label: t('catalogs.overview.updatedBy'),
              children: catalog.updatedBy || dash,
            },
            {
              key: 'updatedAt',
              label: t('catalogs.overview.updatedAt'),
              children: <RelativeTime value={isoTime(catalog.updatedAt)} />,
            },
          ]}
        />
      </SectionCard>
      <OptionsCard
        title={t('catalogs.overview.options')}
        options={catalog.options}
        operation="AlterCatalog"
        save={(change) => alter.mutateAsync({ catalog: catalog.name, ...change })}
        onSaved={() => void lakeCache.catalogChanged(queryClient, catalog.name)}
      />
    </>
  );
}
