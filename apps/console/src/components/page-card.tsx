import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** A page's white card with its title and the actions on the right. */
export function PageCard({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ body: { paddingTop: 16 } }}
    >
      {children}
    </Card>
  );
}
