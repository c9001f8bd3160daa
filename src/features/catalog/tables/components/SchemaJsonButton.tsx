import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { CodeOutlined } from '@ant-design/icons';
import type { TableSchema } from '../../../../api/lake/schemas';
import { useTablesT } from '../i18n';

// The dialog (antd Modal, the JSON checks) loads when first asked for, not with the page.
const SchemaJsonDialog = lazy(async () => ({
  default: (await import('./SchemaJsonDialog')).SchemaJsonDialog,
}));

/** "Start from JSON": opens the dialog in which a pasted Schema fills the builder. */
export function SchemaJsonButton({ onApply }: { onApply: (schema: TableSchema) => void }) {
  const t = useTablesT();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on: it animates closed and keeps the text between openings.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        icon={<CodeOutlined aria-hidden />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('tables.json.open')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <SchemaJsonDialog open={open} onClose={() => setOpen(false)} onApply={onApply} />
        </Suspense>
      )}
    </>
  );
}
