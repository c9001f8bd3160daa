import { useId, type ReactNode } from 'react';
import { Card, type CardProps } from 'antd';

export interface SectionCardProps {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  styles?: CardProps['styles'];
}

/** A titled card that is also a named landmark region, so its heading and region can be found. */
export function SectionCard({ title, extra, children, styles }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 16 }}>
      <Card
        title={
          <h2 id={headingId} style={{ fontSize: 16, margin: 0 }}>
            {title}
          </h2>
        }
        extra={extra}
        styles={styles}
      >
        {children}
      </Card>
    </section>
  );
}
