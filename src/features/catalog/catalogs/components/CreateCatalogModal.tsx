import { useFocusOnOpen } from '../../../../components/useFocusOnOpen';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Switch, Typography } from 'antd';
import type { InputRef } from 'antd';
import { CATALOG_NAME_PATTERN, LAKE_ERROR_CODES } from '../../../../api/lake/assumed';
import { isApiError } from '../../../../api/errors';
import { lakeMutations } from '../../../../api/lake/mutations';
import { catalogTypes, type CatalogType } from '../../../../api/lake/schemas';
import { ErrorState } from '../../../../components/ErrorState';
import { useCatalogsT } from '../i18n';
import { OptionsEditor } from '../../../lake-common/components/OptionsEditor';
import { optionsFromRows, type OptionRow } from '../../../lake-common/model/optionRows';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

interface CreateCatalogValues {
  name: string;
  type: CatalogType;
  isShared: boolean;
  shareId?: string;
}

export interface CreateCatalogModalProps {
  onCancel: () => void;
  /** After the service accepted the catalog (it then initializes by itself). */
  onCreated: (name: string) => void;
}

export function isAlreadyExists(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 409 || error.code === LAKE_ERROR_CODES.alreadyExists)
  );
}

/**
 * The create-catalog form. The name is checked as it is typed; a name the service already has
 * comes back onto the name field; any other failure stays in the form with everything typed.
 */
export function CreateCatalogModal({ onCancel, onCreated }: CreateCatalogModalProps) {
  const t = useCatalogsT();
  const [form] = Form.useForm<CreateCatalogValues>();
  const [rows, setRows] = useState<OptionRow[]>([]);
  const [optionsBlocked, setOptionsBlocked] = useState(false);
  const isShared = Form.useWatch('isShared', form);
  const mutation = useMutation(lakeMutations.createCatalog());
  const mayCreate = useLakeAllowed('CreateCatalog');

  const submit = async () => {
    if (mutation.isPending || !mayCreate.allowed) return;
    const parsed = optionsFromRows(rows);
    let values: CreateCatalogValues;
    try {
      values = await form.validateFields();
    } catch {
      setOptionsBlocked(parsed.errors.length > 0);
      return;
    }
    setOptionsBlocked(parsed.errors.length > 0);
    if (parsed.errors.length > 0) return;
    const name = values.name.trim();
    try {
      await mutation.mutateAsync({
        name,
        type: values.type,
        options: parsed.options,
        isShared: values.isShared,
        shareId: values.isShared ? values.shareId?.trim() : undefined,
      });
      onCreated(name);
    } catch (error) {
      if (isAlreadyExists(error)) {
        form.setFields([{ name: 'name', errors: [t('catalogs.create.exists', { name })] }]);
        mutation.reset();
      }
    }
  };

  const otherError = mutation.isError && !isAlreadyExists(mutation.error) ? mutation.error : null;

  const { ref: firstControlRef, afterOpenChange: focusFirstControl } = useFocusOnOpen<InputRef>();
  return (
    <Modal
      afterOpenChange={focusFirstControl}
      open
      title={t('catalogs.create.title')}
      okText={t('catalogs.create.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      okButtonProps={mayCreate.control}
      cancelButtonProps={{ disabled: mutation.isPending }}
      closable={!mutation.isPending}
      mask={{ closable: false }}
      keyboard={!mutation.isPending}
      onOk={() => void submit()}
      onCancel={() => {
        if (!mutation.isPending) onCancel();
      }}
      width={640}
    >
      <Form<CreateCatalogValues>
        form={form}
        layout="vertical"
        name="create-catalog"
        initialValues={{ type: 'PAIMON', isShared: false }}
        requiredMark
      >
        <Form.Item
          name="name"
          label={t('catalogs.create.name')}
          extra={t('catalogs.create.nameHelp')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('catalogs.create.nameRequired') },
            { pattern: CATALOG_NAME_PATTERN, message: t('catalogs.create.nameInvalid') },
          ]}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            autoFocus
            ref={firstControlRef}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="type" label={t('catalogs.create.type')}>
          <Radio.Group aria-label={t('catalogs.create.type')}>
            {catalogTypes.map((type) => (
              <Radio key={type} value={type} style={{ display: 'flex', marginBottom: 8 }}>
                <strong>{type}</strong>{' '}
                <Typography.Text type="secondary">
                  — {t(`catalogs.create.typeHelp.${type}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <OptionsEditor
          label={t('catalogs.create.options')}
          rows={rows}
          onChange={(next) => {
            setRows(next);
            if (optionsFromRows(next).errors.length === 0) setOptionsBlocked(false);
          }}
        />
        {optionsBlocked && (
          <Typography.Paragraph type="danger" role="alert">
            {t('catalogs.create.fixOptions')}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="isShared"
          label={t('catalogs.create.shared')}
          valuePropName="checked"
          extra={t('catalogs.create.sharedHelp')}
        >
          <Switch />
        </Form.Item>
        {isShared && (
          <Form.Item
            name="shareId"
            label={t('catalogs.create.shareId')}
            rules={[
              { required: true, whitespace: true, message: t('catalogs.create.shareIdRequired') },
            ]}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
        )}
      </Form>
      {otherError !== null && <ErrorState error={otherError} title={t('catalogs.create.failed')} />}
    </Modal>
  );
}
