import { memo } from 'react';
import { Input, Typography } from 'antd';
import type { TableSchema } from '../../../../api/lake/schemas';
import { SectionCard } from '../../../../components/SectionCard';
import { OptionsEditor } from '../../../lake-common/components/OptionsEditor';
import type { OptionRow } from '../../../lake-common/model/optionRows';
import type { BuilderField } from '../../schema/model/builder';
import { useTablesT } from '../i18n';
import { ColumnsEditor } from './ColumnsEditor';
import { SchemaJsonButton } from './SchemaJsonButton';
import styles from './create.module.css';

// The form's sections, each memoized on what it shows: a keystroke renders its own section
// (and the preview), not the whole page. Labels and help are plain elements styled like antd's
// Form.Item: the form keeps its own state, and antd's form engine would only add bytes.

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
  const t = useTablesT();
  const nameHelpId = `${nameId}-help`;
  return (
    <SectionCard title={t('tables.form.details')}>
      <div className={styles.item}>
        <label htmlFor={nameId} className={`${styles.label} ${styles.required}`}>
          {t('tables.form.name')}
        </label>
        <Input
          id={nameId}
          value={name}
          onChange={(event) => onName(event.target.value)}
          status={nameError ? 'error' : undefined}
          aria-required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameHelpId}
          autoComplete="off"
          spellCheck={false}
          style={{ display: 'block', maxWidth: 420 }}
        />
        <div id={nameHelpId} className={nameError ? styles.error : styles.help}>
          {nameError ?? t('tables.form.nameHelp')}
        </div>
      </div>
      <div className={styles.item}>
        <label htmlFor={commentId} className={styles.label}>
          {t('tables.form.comment')}
        </label>
        <Input.TextArea
          id={commentId}
          value={comment}
          onChange={(event) => onComment(event.target.value)}
          autoSize={{ minRows: 1, maxRows: 4 }}
          style={{ maxWidth: 640 }}
        />
      </div>
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
  const t = useTablesT();
  return (
    <SectionCard
      title={t('tables.builder.title')}
      extra={<SchemaJsonButton onApply={onFillFromSchema} />}
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
  const t = useTablesT();
  return (
    <SectionCard title={t('tables.form.options')}>
      <div id={id}>
        <OptionsEditor label={t('tables.form.options')} rows={rows} onChange={onChange} />
      </div>
    </SectionCard>
  );
});
