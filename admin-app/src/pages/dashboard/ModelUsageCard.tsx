import { Alert, Card, Flex, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@academy/api';
import { useGetModelUsageQuery, useGetPracticeAiStatusQuery, type ModelUsageMonthDto } from '@academy/api/admin';
import { CardList } from '../../components/CardList';
import { srOnly } from '../../lib/format';
import { usePhoneWidth } from '../../lib/usePhoneWidth';
import '../../components/data-table.css';

const MONTH = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
const TOKENS = new Intl.NumberFormat('en-US');

/** 'YYYY-MM' as "November 2026". */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : MONTH.format(date);
}

const courseName = (row: ModelUsageMonthDto) => row.courseTitle ?? (row.courseId === null ? 'Deleted course' : `Course ${row.courseId}`);

const columns: TableColumnsType<ModelUsageMonthDto> = [
  { title: 'Month', dataIndex: 'month', render: monthLabel },
  { title: 'Course', key: 'course', render: (_, row) => courseName(row) },
  { title: 'Tokens', dataIndex: 'tokens', align: 'right', render: (tokens: number) => TOKENS.format(tokens) },
];

/** Whether AI practice is configured, and the model tokens used per course and month. */
function AiStatusLine() {
  const { data, isLoading, isError } = useGetPracticeAiStatusQuery();
  if (isLoading) return null;
  if (isError || !data) return <Typography.Text type="secondary">The AI practice status could not be loaded.</Typography.Text>;
  return data.aiAvailable ? (
    <Typography.Text>AI practice is configured{data.model ? ` (model ${data.model})` : ''}.</Typography.Text>
  ) : (
    <Typography.Text>
      AI practice is not configured{data.reason ? `: ${data.reason}` : ''}. Scenario practice works without a model.
    </Typography.Text>
  );
}

export function ModelUsageCard() {
  const phone = usePhoneWidth();
  const { data, isLoading, isError, error } = useGetModelUsageQuery({});
  const rows = data?.months ?? [];
  const rowKey = (row: ModelUsageMonthDto) => `${row.month}-${row.courseId ?? 'none'}`;
  return (
    <Card title="Model Usage">
      <Flex vertical gap={12}>
        <AiStatusLine />
        {isLoading ? (
          <div role="status" aria-label="Loading model usage">
            <Spin />
          </div>
        ) : isError ? (
          <Alert type="error" title={errorMessage(error, 'The model usage could not be loaded.')} />
        ) : phone ? (
          <CardList
            rows={rows}
            rowKey={rowKey}
            loading={false}
            emptyText="No model tokens used yet."
            renderCard={(row) => (
              <Card size="small">
                <div className="data-card-heading">{courseName(row)}</div>
                <dl className="data-card-fields">
                  <div>
                    <dt>Month</dt>
                    <dd>{monthLabel(row.month)}</dd>
                  </div>
                  <div>
                    <dt>Tokens</dt>
                    <dd>{TOKENS.format(row.tokens)}</dd>
                  </div>
                </dl>
              </Card>
            )}
          />
        ) : (
          <Table<ModelUsageMonthDto>
            caption={<span style={srOnly}>Model tokens per course and month</span>}
            rowKey={rowKey}
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 24, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{ emptyText: 'No model tokens used yet.' }}
          />
        )}
      </Flex>
    </Card>
  );
}
