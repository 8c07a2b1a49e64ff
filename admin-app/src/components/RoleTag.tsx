import { Tag } from 'antd';
import { ROLE_COLORS, ROLE_LABELS } from '@academy/ui';
import type { Role } from '../lib/format';

/** A user's role in the colours of the learner pages' role badge. */
export function RoleTag({ role }: { role: Role }) {
  return (
    <Tag variant="filled" style={{ ...ROLE_COLORS[role], fontWeight: 600 }}>
      {ROLE_LABELS[role]}
    </Tag>
  );
}
