import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, type InputRef } from 'antd';
import { isApiError } from '../../../../api/errors';
import { createDeviceLink } from '../../../../api/deviceLinks/fetchDeviceLinks';
import { deviceLinkProblems, type DeviceLinkInput } from '../../../../api/deviceLinks/model';
import { deviceLinkKeys } from '../../../../api/deviceLinks/queries';
import type { DeviceLink } from '../../../../api/deviceLinks/schemas';
import { ErrorState } from '../../../../components/ErrorState';
import { useNow } from '../../../../lib/useNow';
import { useDeviceLinksI18n } from '../i18n';
import { EMPTY_FORM, inputOf, problemFromMessage, type DeviceLinkForm } from '../model/form';
import { CreatedLink, type Created } from './CreatedLink';
import {
  ExpiryField,
  NameField,
  TargetField,
  type Field,
  type TargetChoice,
} from './DeviceLinkFields';
import styles from './devices.module.css';

export type { TargetChoice };
type Problems = Partial<Record<Field, string>>;

/** A 400 that names a field: shown under the field, not as the dialog's error. */
function fieldProblem(error: unknown) {
  return isApiError(error) && error.status === 400 ? problemFromMessage(error.message) : null;
}

/** What a person reads for a link's target: a screen's title, a playlist's name. */
export type TargetLabel = (link: Pick<DeviceLink, 'target'>) => string;

/**
 * "Create device link": a name, the screen or playlist it shows and when it expires, checked in
 * place as the gateway checks them; then the link, once, to copy or scan. The token lives in this
 * component's state only (the mutation keeps nothing once the dialog is gone), so closing the
 * dialog forgets it.
 */
export function CreateDeviceLinkDialog({
  screens,
  playlists,
  targetsFailed,
  targetLabel,
  onClose,
}: {
  screens: readonly TargetChoice[];
  playlists: readonly TargetChoice[];
  targetsFailed: boolean;
  targetLabel: TargetLabel;
  onClose: () => void;
}) {
  const { t, locale } = useDeviceLinksI18n();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DeviceLinkForm>(EMPTY_FORM);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<{ form: DeviceLinkForm; problems: Problems } | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const create = useMutation({
    mutationFn: ({ input }: { input: DeviceLinkInput; form: DeviceLinkForm }) =>
      createDeviceLink(input),
    // Nothing of the answer (its token) outlives the dialog in the mutation cache.
    gcTime: 0,
    onSuccess: (made) => {
      setCreated({ link: made.link, token: made.token });
      void queryClient.invalidateQueries({ queryKey: deviceLinkKeys.all });
    },
    onError: (error, { form: sent }) => {
      const problem = fieldProblem(error);
      if (problem) setRefused({ form: sent, problems: { [problem.field]: problem.why } });
    },
  });

  const close = () => {
    if (create.isPending) return;
    create.reset();
    setCreated(null);
    onClose();
  };

  // Presets count from now: the minute's clock keeps "Expires …" and the checks current.
  const now = useNow('minute');
  const shown: Problems = {
    ...(checked ? (deviceLinkProblems(inputOf(form, now), now) ?? {}) : {}),
    ...(refused?.form === form ? refused.problems : {}),
  };
  const submit = () => {
    setChecked(true);
    setRefused(null);
    const sentAt = Date.now();
    const input = inputOf(form, sentAt);
    if (deviceLinkProblems(input, sentAt)) return;
    create.mutate({ input: { ...input, name: input.name.trim() }, form });
  };

  const formId = useId();
  const nameInput = useRef<InputRef>(null);
  const title = created ? t('devices.created.title') : t('devices.dialog.title');
  return (
    <Modal
      open
      title={title}
      // The dialog takes focus as it opens; the first field is where a person starts.
      afterOpenChange={(open) => {
        if (open) nameInput.current?.focus();
      }}
      onCancel={close}
      closable={!create.isPending}
      keyboard={!create.isPending}
      mask={{ closable: false }}
      width={created ? 600 : 560}
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            {t('devices.created.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={create.isPending}>
              {t('devices.dialog.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" form={formId} loading={create.isPending}>
              {t('devices.dialog.submit')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <CreatedLink created={created} target={targetLabel(created.link)} />
      ) : (
        <form
          id={formId}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {create.isError && !fieldProblem(create.error) && (
            <ErrorState error={create.error} title={t('devices.dialog.failed')} />
          )}
          <NameField
            inputRef={nameInput}
            value={form.name}
            problem={shown.name}
            onChange={(name) => setForm((current) => ({ ...current, name }))}
          />
          <TargetField
            value={form.target}
            screens={screens}
            playlists={playlists}
            failed={targetsFailed}
            problem={shown.target}
            onChange={(target) => setForm((current) => ({ ...current, target }))}
          />
          <ExpiryField
            form={form}
            now={now}
            locale={locale}
            problem={shown.expiresAt}
            onChange={(expiry) => setForm((current) => ({ ...current, expiry }))}
          />
        </form>
      )}
    </Modal>
  );
}
