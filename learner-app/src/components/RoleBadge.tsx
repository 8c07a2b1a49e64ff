import type { UserDto } from '@academy/api';
import { ROLE_LABELS } from '@academy/api';
import './ui.css';

/** RecruitPro, Job Seeker or Admin; Admin in the destructive (red) style, as in the navigation bar. */
export function RoleBadge({ role }: { role: UserDto['role'] }) {
  return (
    <span className={`lr-badge${role === 'admin' ? ' lr-badge--destructive' : ''}`}>
      <span className="lr-visually-hidden">Role: </span>
      {ROLE_LABELS[role]}
    </span>
  );
}
