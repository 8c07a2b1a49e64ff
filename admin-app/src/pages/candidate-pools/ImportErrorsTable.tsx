import { Alert, Table, type TableColumnsType } from 'antd';
import type { ImportProblem, ImportRowProblem } from '../../lib/sourcing';

const columns: TableColumnsType<ImportRowProblem> = [
  { title: 'Line', dataIndex: 'line', width: 72 },
  { title: 'Reason', dataIndex: 'reason', render: (reason: string) => <span style={{ overflowWrap: 'anywhere' }}>{reason}</span> },
];

/** A refused import: the server's sentence (nothing was imported) and every bad row it listed, by line. */
export function ImportErrorsTable({ problem }: { problem: ImportProblem }) {
  const listed = problem.rows.length;
  return (
    <section aria-label="Rows that could not be imported">
      <Alert
        type="error"
        showIcon
        role="alert"
        title={problem.message}
        description={
          problem.badRowCount > listed
            ? `The first ${listed} of ${problem.badRowCount} bad rows are listed below. Fix them in the file and import it again.`
            : 'Fix the file and import it again.'
        }
        style={{ marginBottom: 12 }}
      />
      <Table<ImportRowProblem>
        caption="Rows that could not be imported"
        size="small"
        rowKey={(row) => `${row.line}:${row.reason}`}
        columns={columns}
        dataSource={problem.rows}
        pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false, simple: true }}
      />
    </section>
  );
}
