import type { ReactNode } from 'react';
import { Button, Dropdown } from 'antd';
import { MoreIcon } from './icons';

export interface RowAction {
  key: string;
  /** The menu item: its text, or a link. */
  label: ReactNode;
  /** Not needed for a link. */
  onClick?: () => void;
  danger?: boolean;
}

/** A table row's actions, in a menu behind one "⋯" button named "Actions for {name}". */
export function RowActions({ name, actions }: { name: string; actions: RowAction[] }) {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: actions.map(({ key, label, danger }) => ({ key, label, danger })),
        onClick: ({ key }) => actions.find((action) => action.key === key)?.onClick?.(),
      }}
    >
      <Button size="small" aria-label={`Actions for ${name}`} icon={<MoreIcon />} />
    </Dropdown>
  );
}
