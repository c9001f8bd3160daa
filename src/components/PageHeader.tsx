import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title, e.g. a link back to the list. */
  back?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <header style={{ marginBottom: 16 }}>
      {back}
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Title
          level={1}
          // A title from data (an endpoint's description) may be any length: it wraps anywhere and
          // stops after three lines, whole in its tooltip.
          title={typeof title === 'string' ? title.slice(0, 1_000) : undefined}
          style={{
            fontSize: 24,
            margin: '4px 0',
            minWidth: 0,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 3,
            overflow: 'hidden',
          }}
        >
          {title}
        </Typography.Title>
        {actions && <Flex gap={8}>{actions}</Flex>}
      </Flex>
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
    </header>
  );
}
