import { Card, Progress, Table, type TableColumnsType } from 'antd';
import type { LessonFunnelStepDto } from '@academy/api/admin';
import { srOnly } from '../../lib/format';

/** "Lesson Completion Funnel": how many students completed each lesson, and their share of the enrolled. */
export function LessonFunnelTable({ steps, enrolled }: { steps: LessonFunnelStepDto[]; enrolled: number }) {
  const columns: TableColumnsType<LessonFunnelStepDto> = [
    { title: '#', key: 'position', width: 56, render: (_, __, index) => index + 1 },
    { title: 'Lesson', dataIndex: 'title' },
    { title: 'Completed', dataIndex: 'completedCount', align: 'right' },
    {
      title: 'Of Enrolled',
      key: 'share',
      render: (_, step) => {
        const percent = enrolled > 0 ? Math.round((step.completedCount / enrolled) * 100) : 0;
        return <Progress percent={percent} size="small" aria-label={`${percent}% of enrolled students`} />;
      },
    },
  ];
  return (
    <Card title="Lesson Completion Funnel">
      <Table<LessonFunnelStepDto>
        caption={<span style={srOnly}>Students who completed each lesson</span>}
        scroll={{ x: true }}
        rowKey="lessonId"
        size="small"
        columns={columns}
        dataSource={steps}
        pagination={false}
        locale={{ emptyText: 'No lessons yet.' }}
      />
    </Card>
  );
}
