import type { UserDto } from '@academy/api';
import { ROLE_COLORS, ROLE_LABELS } from '@academy/ui';
import './ui.css';

/** RecruitPro, Job Seeker or Admin in the role's colours (shared with the admin area's user list); Admin in red, as in the navigation bar. */
export function RoleBadge({ role }: { role: UserDto['role'] }) {
  return (
    <span className="lr-badge" style={ROLE_COLORS[role]}>
      <span className="lr-visually-hidden">Role: </span>
      {ROLE_LABELS[role]}
    </span>
  );
}
