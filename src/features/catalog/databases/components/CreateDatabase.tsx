import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useToast } from '../../../../components/toast';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';
import { useDatabasesT } from '../i18n';
import { CREATE_WORDS, type DatabaseKind } from '../model/createWords';

// The form loads when someone creates a database.
const CreateDatabaseModal = lazy(async () => ({
  default: (await import('./CreateDatabaseModal')).CreateDatabaseModal,
}));

export interface CreateDatabaseOptions {
  catalogId: string;
  /** A namespace on an ICEBERG catalog's Namespaces tab, a database elsewhere. */
  kind: DatabaseKind;
  /** Where the notice after creating links to: the new database's (or namespace's) page. */
  openPath: (name: string) => string;
}

export interface CreateDatabaseParts {
  /** The list's "Create" button, disabled with the reason for a role that may not create. */
  button: ReactNode;
  /** Above the list once one was created: what was made, with a link to it. */
  notice: ReactNode;
  /** The dialog (a chunk of its own). */
  dialog: ReactNode;
}

/**
 * The create-database flow a list of databases offers (`CreateDatabase`): the Databases tab of a
 * PAIMON catalog and the Namespaces tab of an ICEBERG one use the same form, cache upkeep and
 * errors, placed where each list puts its actions.
 */
export function useCreateDatabase({
  catalogId,
  kind,
  openPath,
}: CreateDatabaseOptions): CreateDatabaseParts {
  const t = useDatabasesT();
  const toast = useToast();
  const words = CREATE_WORDS[kind];
  const [creating, setCreating] = useState(false);
  // Mounted from the first open on, so the dialog can animate closed.
  const [askedCreate, setAskedCreate] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const mayCreate = useLakeAllowed('CreateDatabase');

  const button = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => {
        setAskedCreate(true);
        setCreating(true);
      }}
      {...mayCreate.control}
    >
      {t(words.create)}
    </Button>
  );
  const notice = created !== null && (
    <Alert
      type="success"
      showIcon
      // The toast already announced it; this stays on screen for the link.
      role="note"
      closable={{ 'aria-label': t('databases.dismiss') }}
      onClose={() => setCreated(null)}
      style={{ marginBottom: 16 }}
      title={
        <span>
          {t(words.created, { name: created })}{' '}
          {/* Underlined: colour alone does not set a link apart in a sentence (axe). */}
          <Link to={openPath(created)} style={{ textDecoration: 'underline' }}>
            {t('databases.open', { name: created })}
          </Link>
        </span>
      }
    />
  );
  const dialog = askedCreate && (
    <Suspense fallback={null}>
      <CreateDatabaseModal
        open={creating}
        catalogId={catalogId}
        kind={kind}
        onClose={() => setCreating(false)}
        onCreated={(name) => {
          setCreating(false);
          setCreated(name);
          toast.success(t(words.created, { name }));
        }}
      />
    </Suspense>
  );
  return { button, notice, dialog };
}
