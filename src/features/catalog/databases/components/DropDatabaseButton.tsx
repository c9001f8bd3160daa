import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { isApiError } from '../../../../api/errors';
import { LAKE_ERROR_CODES } from '../../../../api/lake/assumed';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import { useToast } from '../../../../components/toast';
import { formatNumber } from '../../../../lib/format';
import { ConfirmDropButton } from '../../../lake-common/components/ConfirmDropButton';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useDatabasesI18n } from '../i18n';
import { messages } from '../messages';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

export interface DropDatabaseButtonProps {
  catalogName: string;
  catalogId: string;
  databaseName: string;
  /** From GetDatabase: how many tables stand in the way of a drop. */
  tableCount: number | undefined;
}

/** The service refuses to drop a database that still holds tables (405 `DatabaseNotEmpty`). */
function isNotEmpty(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 405 || error.code === LAKE_ERROR_CODES.databaseNotEmpty)
  );
}

/**
 * Drop with typed confirmation. A refusal because tables remain is explained in the dialog with
 * the way forward (the Tables tab); a drop that worked leaves for the catalog's databases.
 */
export function DropDatabaseButton({
  catalogName,
  catalogId,
  databaseName,
  tableCount,
}: DropDatabaseButtonProps) {
  const { t, locale } = useDatabasesI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const drop = useMutation(lakeMutations.dropDatabase());
  const mayDrop = useLakeAllowed('DropDatabase');
  // Following the link to the tables must also close the dialog, even when that tab is already
  // the one shown: a new key mounts a fresh, closed button.
  const [generation, setGeneration] = useState(0);

  const explainError = (error: unknown) => {
    if (!isNotEmpty(error)) return null;
    return (
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {tableCount === undefined || tableCount === 0
          ? t('databases.notEmptyUnknown')
          : t('databases.notEmpty', { count: formatNumber(tableCount, locale) })}{' '}
        <Link
          to={catalogPaths.database(catalogName, databaseName, 'tables')}
          onClick={() => {
            setGeneration((value) => value + 1);
            // The count shown may be old: the refusal says it is not zero.
            void lakeCache.databaseChanged(client, catalogId, databaseName);
          }}
        >
          {t('databases.openTables')}
        </Link>
      </Typography.Paragraph>
    );
  };

  return (
    <ConfirmDropButton
      key={generation}
      control={mayDrop.control}
      kind="database"
      messages={messages}
      name={databaseName}
      drop={() => drop.mutateAsync({ catalogId, database: databaseName })}
      explainError={explainError}
      onDropped={() => {
        toast.success(t('databases.dropped', { name: databaseName }));
        // Leave first: clearing the cache while this page still reads the database would fetch
        // it again, and show "not found" for a moment before the page goes.
        void Promise.resolve(navigate(catalogPaths.catalog(catalogName, 'databases'))).then(() =>
          lakeCache.databaseDropped(client, catalogId, databaseName),
        );
      }}
    />
  );
}
