import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Catalog, PrepayResource } from '../../../../api/lake/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { RelativeTime } from '../../../../components/RelativeTime';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useCatalogsT } from '../i18n';
import { CatalogStatusBadge } from '../components/CatalogStatusBadge';
import { ComputeCell } from '../components/ComputeCell';
import { CatalogShared, catalogSharedText } from '../components/CatalogSharedCell';
import type { CatalogSharing } from '../model/catalogSharing';
import { PrincipalName } from '../../../lake-common/components/PrincipalName';

export function isoTime(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString();
}

/**
 * The catalog list's columns; `prepay` holds each catalog's prepaid compute by catalog id,
 * `sharing` how each is shared.
 */
export function useCatalogColumns(
  prepay: ReadonlyMap<string, PrepayResource[]>,
  sharing: CatalogSharing,
): DataTableColumn<Catalog>[] {
  const t = useCatalogsT();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('catalogs.col.name'),
        accessorFn: (catalog) => catalog.name,
        meta: { rowHeader: true, minWidth: 180 },
        cell: ({ row }) => (
          <Link to={catalogPaths.catalog(row.original.name)}>{row.original.name}</Link>
        ),
      },
      {
        id: 'type',
        header: t('catalogs.col.type'),
        accessorFn: (catalog) => catalog.type,
        cell: ({ row }) => row.original.type,
      },
      {
        id: 'status',
        header: t('catalogs.col.status'),
        accessorFn: (catalog) => catalog.status,
        cell: ({ row }) => <CatalogStatusBadge status={row.original.status} />,
      },
      {
        id: 'shared',
        header: t('catalogs.col.shared'),
        accessorFn: (catalog) => catalogSharedText(catalog, sharing),
        cell: ({ row }) => <CatalogShared catalog={row.original} sharing={sharing} />,
      },
      {
        id: 'compute',
        header: t('catalogs.col.compute'),
        enableSorting: false,
        cell: ({ row }) => <ComputeCell resources={prepay.get(row.original.id)} />,
      },
      {
        id: 'owner',
        header: t('catalogs.col.owner'),
        accessorFn: (catalog) => catalog.owner ?? null,
        cell: ({ row }) => <PrincipalName value={row.original.owner} empty="—" />,
      },
      {
        id: 'created',
        header: t('catalogs.col.created'),
        accessorFn: (catalog) => catalog.createdAt ?? null,
        cell: ({ row }) => <RelativeTime value={isoTime(row.original.createdAt)} compact />,
      },
    ],
    [t, prepay, sharing],
  );
}
