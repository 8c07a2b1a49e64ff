import { Card, Progress, Table, type TableColumnsType } from 'antd';
import type { QuizStatsDto } from '@academy/api/admin';
import { srOnly } from '../../lib/format';

const columns: TableColumnsType<QuizStatsDto> = [
  { title: 'Quiz', dataIndex: 'title' },
  { title: 'Pass Mark', dataIndex: 'passMark', align: 'right', render: (mark: number | null) => (mark === null ? 'None' : `${mark}%`) },
  { title: 'Attempted', dataIndex: 'attemptedCount', align: 'right' },
  { title: 'Passed', dataIndex: 'passedCount', align: 'right' },
  {
    title: 'Pass Rate',
    key: 'passRate',
    render: (_, quiz) =>
      quiz.attemptedCount === 0 ? '—' : <Progress percent={quiz.passRate} size="small" aria-label={`${quiz.passRate}% passed`} />,
  },
  {
    title: 'Average Score',
    dataIndex: 'averageScore',
    align: 'right',
    render: (score: number | null) => (score === null ? '—' : `${score}%`),
  },
];

/** "Quiz Results": each quiz's pass mark, attempts, passes, pass rate and average score. */
export function QuizResultsTable({ quizzes }: { quizzes: QuizStatsDto[] }) {
  return (
    <Card title="Quiz Results">
      <Table<QuizStatsDto>
        caption={<span style={srOnly}>Pass rate of each quiz</span>}
        scroll={{ x: true }}
        rowKey="lessonId"
        size="small"
        columns={columns}
        dataSource={quizzes}
        pagination={false}
        locale={{ emptyText: 'No quizzes in this course.' }}
      />
    </Card>
  );
}
