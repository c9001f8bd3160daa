import { useId, useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { tableSchemaIssues } from '../../schema/model/schemaIssues';
import type { TableSchema } from '../../../../api/lake/schemas';
import { useTableBuilderI18n } from '../builderI18n';
import { schemaIssueText } from '../../schema/model/schemaText';
import { parseSchemaJson, type SchemaJsonIssue } from '../../schema/model/parseSchemaJson';

type Failure =
  | { kind: 'empty' }
  | { kind: 'syntax'; message: string }
  | { kind: 'shape'; issues: SchemaJsonIssue[] };

/**
 * "Start from JSON" (loaded when SchemaJsonButton first opens it): a pasted Schema fills the
 * builder. The shape is checked against the API's own schema, and type names the builder cannot
 * show are refused; each problem names its path in the JSON. Other problems (a missing name, a
 * bad key) are left for the form to show.
 */
export function SchemaJsonDialog({
  open,
  onClose,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  onApply: (schema: TableSchema) => void;
}) {
  const t = useTableBuilderI18n().t;
  const inputId = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  const apply = () => {
    const result = parseSchemaJson(text);
    if (!result.ok) {
      setFailure(result.kind === 'empty' ? { kind: 'empty' } : result);
      return;
    }
    const unknown = tableSchemaIssues(result.schema).filter(
      (issue) => issue.code === 'typeUnknown',
    );
    if (unknown.length > 0) {
      setFailure({
        kind: 'shape',
        issues: unknown.map((issue) => ({
          path: issue.field.replace(/^schema\./, ''),
          message: schemaIssueText(t, issue),
        })),
      });
      return;
    }
    onApply(result.schema);
    setFailure(null);
    setText('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('tables.json.title')}
      onCancel={onClose}
      onOk={apply}
      okText={t('tables.json.apply')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={720}
    >
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4, fontWeight: 600 }}>
        {t('tables.json.label')}
      </label>
      <Typography.Paragraph type="secondary">{t('tables.json.help')}</Typography.Paragraph>
      <Input.TextArea
        id={inputId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFailure(null);
        }}
        autoSize={{ minRows: 8, maxRows: 20 }}
        spellCheck={false}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 }}
        status={failure ? 'error' : undefined}
        aria-invalid={failure ? true : undefined}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={
            failure.kind === 'empty'
              ? t('tables.json.empty')
              : failure.kind === 'syntax'
                ? t('tables.json.parseError', { message: failure.message })
                : t('tables.json.invalid')
          }
          description={
            failure.kind === 'shape' ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {failure.issues.map((issue, index) => (
                  <li key={index}>
                    {t('tables.json.issue', {
                      path: issue.path || t('tables.json.root'),
                      message: issue.message,
                    })}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}
