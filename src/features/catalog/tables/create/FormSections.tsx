import { memo } from 'react';
import { Form, Input, Typography } from 'antd';
import type { TableSchema } from '../../../../api/lake/schemas';
import { SectionCard } from '../../../../components/SectionCard';
import { OptionsEditor } from '../../components/OptionsEditor';
import type { OptionRow } from '../../components/optionRows';
import type { BuilderField } from '../../schema/model/builder';
import { useCatalogT } from '../../i18n';
import { ColumnsEditor } from '../builder/ColumnsEditor';
import { SchemaJsonDialog } from './SchemaJsonDialog';

// The form's sections, each memoized on what it shows: a keystroke renders its own section
// (and the preview), not the whole page.

export const DetailsSection = memo(function DetailsSection({
  name,
  comment,
  nameError,
  nameId,
  commentId,
  onName,
  onComment,
}: {
  name: string;
  comment: string;
  nameError: string | null;
  nameId: string;
  commentId: string;
  onName: (name: string) => void;
  onComment: (comment: string) => void;
}) {
  const t = useCatalogT();
  return (
    <SectionCard title={t('tables.form.details')}>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('tables.form.name')}
          htmlFor={nameId}
          required
          validateStatus={nameError ? 'error' : undefined}
          help={nameError ?? t('tables.form.nameHelp')}
        >
          <Input
            id={nameId}
            value={name}
            onChange={(event) => onName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            autoComplete="off"
            spellCheck={false}
            style={{ maxWidth: 420 }}
          />
        </Form.Item>
        <Form.Item label={t('tables.form.comment')} htmlFor={commentId}>
          <Input.TextArea
            id={commentId}
            value={comment}
            onChange={(event) => onComment(event.target.value)}
            autoSize={{ minRows: 1, maxRows: 4 }}
            style={{ maxWidth: 640 }}
          />
        </Form.Item>
      </Form>
    </SectionCard>
  );
});

export const ColumnsSection = memo(function ColumnsSection({
  fields,
  onFillFromSchema,
}: {
  fields: readonly BuilderField[];
  onFillFromSchema: (schema: TableSchema) => void;
}) {
  const t = useCatalogT();
  return (
    <SectionCard
      title={t('tables.builder.title')}
      extra={<SchemaJsonDialog onApply={onFillFromSchema} />}
    >
      <Typography.Paragraph type="secondary">{t('tables.builder.hint')}</Typography.Paragraph>
      <ColumnsEditor fields={fields} label={t('tables.builder.title')} />
    </SectionCard>
  );
});

export const OptionsSection = memo(function OptionsSection({
  id,
  rows,
  onChange,
}: {
  id: string;
  rows: OptionRow[];
  onChange: (rows: OptionRow[]) => void;
}) {
  const t = useCatalogT();
  return (
    <SectionCard title={t('tables.form.options')}>
      <div id={id}>
        <OptionsEditor label={t('tables.form.options')} rows={rows} onChange={onChange} />
      </div>
    </SectionCard>
  );
});
