import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Typography } from 'antd';
import { isApiError } from '../../../api/errors';
import { CATALOG_NAME_PATTERN } from '../../../api/lake/assumed';
import { lakeCache } from '../../../api/lake/cache';
import { lakeMutations } from '../../../api/lake/mutations';
import type { ReceivedShare } from '../../../api/lake/shareSchemas';
import { useToast } from '../../../components/toast';
import { NameFormModal } from '../../lake-common/components/NameFormModal';
import { isNameTaken } from '../../lake-common/model/nameTaken';
import { useSharingT } from '../i18n';

interface Values {
  name: string;
}

/** A 409 about the name typed (not the share being mounted by another catalog already). */
function nameTaken(error: unknown, name: string): boolean {
  return (
    isNameTaken(error) && isApiError(error) && error.message.includes(`"${name}" already exists`)
  );
}

/**
 * Create a catalog from a received share: CreateCatalog with `isShared` and the share's id, the
 * name checked by Create catalog's rule. A taken name is said on the field; the list then shows
 * the catalog the share appears as.
 */
export function MountShareDialog({
  share,
  onClose,
}: {
  share: ReceivedShare;
  onClose: () => void;
}) {
  const t = useSharingT();
  const toast = useToast();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const create = useMutation(lakeMutations.createCatalog());

  const submit = async ({ name: typed }: Values) => {
    const name = typed.trim();
    try {
      await create.mutateAsync({
        name,
        type: 'PAIMON',
        options: {},
        isShared: true,
        shareId: share.shareId,
      });
    } catch (error) {
      if (nameTaken(error, name)) {
        form.setFields([{ name: 'name', errors: [t('sharing.mount.nameTaken', { name })] }]);
      }
      return;
    }
    await lakeCache.sharedCatalogCreated(client);
    toast.info(t('sharing.mount.done', { name, share: share.shareName }));
    onClose();
  };

  const typed = Form.useWatch('name', form) ?? '';
  const otherError = create.isError && !nameTaken(create.error, typed.trim()) ? create.error : null;
  return (
    <NameFormModal<Values>
      form={form}
      title={t('sharing.mount.title', { share: share.shareName })}
      okText={t('sharing.mount.submit')}
      cancelText={t('common.cancel')}
      request={create}
      initialValues={{ name: '' }}
      nameField={{
        name: 'name',
        label: t('sharing.mount.name'),
        rule: t('sharing.mount.nameRule'),
        required: t('sharing.mount.nameRequired'),
        invalid: t('sharing.mount.nameInvalid'),
        pattern: CATALOG_NAME_PATTERN,
      }}
      onFinish={(values) => void submit(values)}
      error={otherError}
      errorTitle={t('sharing.mount.failed')}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('sharing.mount.help', { share: share.shareName })}
      </Typography.Paragraph>
    </NameFormModal>
  );
}
