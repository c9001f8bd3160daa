import { BusyModal } from '../../../../components/BusyModal';
import { useFocusOnOpen } from '../../../../components/useFocusOnOpen';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import type { InputRef } from 'antd';
import { LAKE_ERROR_CODES, OBJECT_NAME_PATTERN } from '../../../../api/lake/assumed';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import { isApiError } from '../../../../api/errors';
import { ErrorState } from '../../../../components/ErrorState';
import { OptionsEditor } from '../../../lake-common/components/OptionsEditor';
import { optionsFromRows, type OptionRow } from '../../../lake-common/model/optionRows';
import { useDatabasesT } from '../i18n';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';
import { CREATE_WORDS, type DatabaseKind } from '../model/createWords';

export interface CreateDatabaseModalProps {
  open: boolean;
  catalogId: string;
  /** What the dialog calls it: a namespace on an ICEBERG catalog's Namespaces tab. */
  kind?: DatabaseKind;
  onClose: () => void;
  /** After the service accepted it and the lists were told to refresh. */
  onCreated: (name: string) => void;
}

interface Values {
  name: string;
}

/**
 * The name is taken: `AlreadyExists`, or a 409 without a code (the spec lists 409 for creates and
 * shows no codes). A 409 with another code (e.g. the catalog is not running) is not about the name.
 */
function isNameTaken(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === LAKE_ERROR_CODES.alreadyExists) return true;
  return error.status === 409 && error.code === undefined;
}

/**
 * The create-database form. A taken name is reported on the name field; any other failure inside
 * the dialog; either way the dialog stays open with what the user typed.
 */
export function CreateDatabaseModal({
  open,
  catalogId,
  kind = 'database',
  onClose,
  onCreated,
}: CreateDatabaseModalProps) {
  const t = useDatabasesT();
  const words = CREATE_WORDS[kind];
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [rows, setRows] = useState<OptionRow[]>([]);
  const [optionsInvalid, setOptionsInvalid] = useState(false);
  const create = useMutation(lakeMutations.createDatabase());
  const mayCreate = useLakeAllowed('CreateDatabase');

  const submit = async ({ name }: Values) => {
    const { options, errors } = optionsFromRows(rows);
    setOptionsInvalid(errors.length > 0);
    if (errors.length > 0 || !mayCreate.allowed) return;
    create.reset();
    try {
      await create.mutateAsync({ catalogId, name, options });
    } catch (error) {
      if (isNameTaken(error)) {
        form.setFields([{ name: 'name', errors: [t(words.nameExists, { name })] }]);
      }
      return;
    }
    await lakeCache.databasesChanged(client, catalogId);
    onCreated(name);
  };

  // A taken name is shown on its field; only other failures need the dialog-level message.
  const otherError = create.isError && !isNameTaken(create.error) ? create.error : null;

  const { ref: firstControlRef, afterOpenChange: focusFirstControl } = useFocusOnOpen<InputRef>();
  return (
    <BusyModal
      afterOpenChange={focusFirstControl}
      open={open}
      title={t(words.createTitle)}
      okText={t('databases.createSubmit')}
      cancelText={t('common.cancel')}
      busy={create.isPending}
      okButtonProps={mayCreate.control}
      onOk={() => form.submit()}
      onClose={onClose}
      afterClose={() => {
        form.resetFields();
        setRows([]);
        setOptionsInvalid(false);
        create.reset();
      }}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        autoComplete="off"
        requiredMark="optional"
        onFinish={(values) => void submit(values)}
        onValuesChange={() => {
          if (create.isError) create.reset();
        }}
      >
        <Form.Item
          name="name"
          label={t('databases.name')}
          extra={t('databases.nameRule')}
          rules={[
            { required: true, whitespace: true, message: t(words.nameRequired) },
            { pattern: OBJECT_NAME_PATTERN, message: t('databases.nameInvalid') },
          ]}
        >
          <Input autoFocus ref={firstControlRef} spellCheck={false} />
        </Form.Item>
        <OptionsEditor
          label={t('databases.options')}
          rows={rows}
          onChange={(next) => {
            setRows(next);
            setOptionsInvalid(false);
          }}
        />
        {optionsInvalid && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('databases.optionsInvalid')}
            style={{ marginTop: 12 }}
          />
        )}
        {otherError !== null && (
          <div style={{ marginTop: 12 }}>
            <ErrorState error={otherError} title={t(words.createFailed)} />
          </div>
        )}
      </Form>
    </BusyModal>
  );
}
