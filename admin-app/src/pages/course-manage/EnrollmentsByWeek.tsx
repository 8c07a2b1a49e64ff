import { Card, Empty, Typography } from 'antd';
import type { WeeklyEnrollmentsDto } from '@academy/api/admin';
import { formatDay, srOnly } from '../../lib/format';

/** "Enrollments by Week": a bar per week, scaled to the busiest one, in a table for screen readers. */
export function EnrollmentsByWeek({ weeks }: { weeks: WeeklyEnrollmentsDto[] }) {
  const busiestWeek = Math.max(1, ...weeks.map((week) => week.count));
  return (
    <Card title="Enrollments by Week">
      {weeks.length === 0 ? (
        <Empty description="No enrollments yet." />
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={srOnly}>Enrollments per week</caption>
          <thead style={srOnly}>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Enrollments</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th
                  scope="row"
                  style={{ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap', padding: '4px 12px 4px 0', width: 1 }}
                >
                  <Typography.Text type="secondary">Week of {formatDay(week.weekStart)}</Typography.Text>
                </th>
                <td style={{ padding: '4px 0' }}>
                  <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                    <div
                      aria-hidden
                      style={{
                        height: 14,
                        borderRadius: 4,
                        background: '#2563eb',
                        width: `${(week.count / busiestWeek) * 100}%`,
                        minWidth: week.count ? 4 : 0,
                      }}
                    />
                    <Typography.Text>{week.count}</Typography.Text>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
