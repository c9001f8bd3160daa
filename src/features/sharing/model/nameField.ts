import { SHARE_NAME_PATTERN } from '../../../api/lake/assumed';
import type { NameField } from '../../lake-common/components/NameFormModal';
import type { SharingT } from '../i18n';

/** The name field of a share's and a receiver's form: one naming rule for both. */
export const shareNameField = (t: SharingT, name: string): NameField => ({
  name,
  label: t('sharing.field.name'),
  rule: t('sharing.field.nameRule'),
  required: t('sharing.field.nameRequired'),
  invalid: t('sharing.field.nameInvalid'),
  pattern: SHARE_NAME_PATTERN,
});
