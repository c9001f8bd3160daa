import { useId, type ReactNode } from 'react';
import { Drawer } from 'antd';

/** Wide enough for a table of alarms or attacks, never wider than the window. */
const DRAWER_SIZE = 'min(1120px, 100vw)';

/**
 * The frame every drill-down shares: a titled dialog with a close button; Escape and the mask
 * close it too. Its content unmounts when it closes, so its queries stop with it.
 */
export function DrillDrawer({
  title,
  onClose,
  children,
  size = DRAWER_SIZE,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: string | number;
}) {
  // Our own title id: antd's is not unique per drawer in every environment, and a nested drawer
  // would take its parent's name.
  const titleId = useId();
  return (
    <Drawer
      open
      title={<span id={titleId}>{title}</span>}
      aria-labelledby={titleId}
      onClose={onClose}
      size={size}
      keyboard
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}
