import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import type { FormInstance, InputRef } from 'antd';
import { BusyModal } from '../../../components/BusyModal';
import { ErrorState } from '../../../components/ErrorState';
import { useFocusOnOpen } from '../../../components/useFocusOnOpen';

/** The name field every such form starts with: its form name, words and rule. */
export interface NameField {
  name: string;
  label: string;
  /** The naming rule, shown under the field. */
  rule: string;
  required: string;
  invalid: string;
  pattern: RegExp;
}

export interface NameFormModalProps<Values> {
  form: FormInstance<Values>;
  title: string;
  okText: string;
  cancelText: string;
  /** The create or save request: busy while pending, its failure cleared by any edit. */
  request: { isPending: boolean; isError: boolean; reset: () => void };
  initialValues: Values;
  nameField: NameField;
  /** The fields after the name; the last one sets `marginBottom: 0`. */
  children: ReactNode;
  onFinish: (values: Values) => void;
  /** A failure not said on a field, with its title; null when there is none. */
  error: unknown;
  errorTitle: string;
  onClose: () => void;
}

/**
 * A dialog that creates or edits one named lake resource (a role, a share, a receiver): the name
 * first, focused when the dialog opens and checked against its rule as typed, then the
 * resource's own fields, then a failure that belongs to no field. A taken name is said on the
 * name field by the caller (`form.setFields`); the dialog stays open with what was typed.
 */
export function NameFormModal<Values extends object>({
  form,
  title,
  okText,
  cancelText,
  request,
  initialValues,
  nameField,
  children,
  onFinish,
  error,
  errorTitle,
  onClose,
}: NameFormModalProps<Values>) {
  const { ref, afterOpenChange } = useFocusOnOpen<InputRef>();
  return (
    <BusyModal
      open
      afterOpenChange={afterOpenChange}
      title={title}
      okText={okText}
      cancelText={cancelText}
      busy={request.isPending}
      onOk={() => form.submit()}
      onClose={onClose}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        autoComplete="off"
        requiredMark="optional"
        initialValues={initialValues as Record<string, unknown>}
        onFinish={onFinish}
        onValuesChange={() => {
          if (request.isError) request.reset();
        }}
      >
        <Form.Item
          name={nameField.name}
          label={nameField.label}
          extra={nameField.rule}
          rules={[
            { required: true, whitespace: true, message: nameField.required },
            { pattern: nameField.pattern, message: nameField.invalid },
          ]}
        >
          <Input ref={ref} spellCheck={false} />
        </Form.Item>
        {children}
        {error !== null && error !== undefined && (
          <div style={{ marginTop: 12 }}>
            <ErrorState error={error} title={errorTitle} />
          </div>
        )}
      </Form>
    </BusyModal>
  );
}
