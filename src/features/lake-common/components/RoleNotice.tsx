import { Alert } from 'antd';

/**
 * At the top of a form whose only purpose is a write the person's role may not call: why not, in
 * the shared words (`useAllowed`'s reason), before anything is typed. Nothing when allowed.
 */
export function RoleNotice({ reason }: { reason: string | undefined }) {
  if (reason === undefined) return null;
  return <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} title={reason} />;
}
