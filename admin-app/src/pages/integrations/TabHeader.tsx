import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The top of an Integrations tab: its heading and what it is for, with the tab's main action beside them (below on a phone). */
export function TabHeader({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <div style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{children}</Typography.Text>
      </div>
      {action}
    </Flex>
  );
}
