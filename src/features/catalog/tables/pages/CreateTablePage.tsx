import { ButtonLink } from '../../../../components/ButtonLink';
import { ErrorState } from '../../../../components/ErrorState';
import { ResultState } from '../../../../components/ResultState';
import { PageHeader } from '../../../../components/PageHeader';
import { CatalogBreadcrumb } from '../../../lake-common/components/CatalogBreadcrumb';
import { catalogPaths, useCatalogRoute } from '../../../lake-common/hooks/useCatalogRoute';
import { useTablesT } from '../i18n';
import { CreateTableForm } from '../components/CreateTableForm';
import styles from '../components/create.module.css';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';
import { RoleNotice } from '../../../lake-common/components/RoleNotice';

/** `/catalogs/:catalog/databases/:database/tables/-/new`: a table and its schema, built by hand. */
export function CreateTablePage() {
  const t = useTablesT();
  const { catalogName, databaseName, catalogQuery, catalogId } = useCatalogRoute();
  // The page is there to create a table: a role that may not is told so before typing.
  const mayCreate = useLakeAllowed('CreateTable');
  // Nothing links here for such a catalog (an Iceberg one): the form builds a Paimon schema.
  const catalogType = catalogQuery.data?.type;
  const noCreateFlow =
    catalogType !== undefined &&
    catalogPaths.newTable(catalogType, catalogName, databaseName) === null;
  return (
    <>
      <CatalogBreadcrumb catalog={catalogName} database={databaseName} />
      <PageHeader
        title={t('tables.new.title')}
        subtitle={
          noCreateFlow
            ? undefined
            : t('tables.new.subtitle', { catalog: catalogName, database: databaseName })
        }
      />
      <RoleNotice reason={mayCreate.reason} />
      {catalogQuery.isError ? (
        <ErrorState
          error={catalogQuery.error}
          title={t('tables.new.catalogFailed')}
          onRetry={() => void catalogQuery.refetch()}
          retrying={catalogQuery.isFetching}
        />
      ) : catalogId === undefined ? (
        // A few grey bars in place of the form (antd's Skeleton would be one more chunk).
        <div className={styles.loading} role="status">
          <span className={styles.srOnly}>{t('tables.new.loading')}</span>
          {[0, 1, 2, 3, 4].map((bar) => (
            <div key={bar} className={styles.bar} aria-hidden />
          ))}
        </div>
      ) : noCreateFlow ? (
        <ResultState
          title={t('tables.new.notHereTitle')}
          body={t('tables.new.notHereBody')}
          actions={
            <ButtonLink to={catalogPaths.database(catalogName, databaseName)} variant="primary">
              {t('tables.new.backToDatabase', { database: databaseName })}
            </ButtonLink>
          }
        />
      ) : (
        // A new form for another database: its own draft, its own state.
        <CreateTableForm
          key={`${catalogName}/${databaseName}`}
          catalogName={catalogName}
          catalogId={catalogId}
          databaseName={databaseName}
        />
      )}
    </>
  );
}
