import type { ReactNode } from 'react';
import { Alert, Card, Empty, Spin } from 'antd';
import { errorMessage } from '@academy/api';
import { CardList } from '../../components/CardList';
import '../../components/data-table.css';

/** A result card's figures, each label over its value, as the data cards show them. */
export function StatFields({ fields }: { fields: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="data-card-fields" style={{ marginTop: 8 }}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An Analytics card of per-lesson (or per-exercise) results: loading, the load's error, an empty
 * state, or one card per row. `what` names the results in the loading and error texts ("SCORM results").
 */
export function ResultsCard<Row>({
  title,
  what,
  query,
  rows,
  rowKey,
  emptyText,
  renderCard,
}: {
  title: string;
  what: string;
  query: { isLoading: boolean; isError: boolean; error?: unknown };
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => number;
  emptyText: string;
  renderCard: (row: Row) => ReactNode;
}) {
  return (
    <Card title={title}>
      {query.isLoading ? (
        <div role="status" aria-label={`Loading ${what}`}>
          <Spin />
        </div>
      ) : query.isError || !rows ? (
        <Alert type="error" title={errorMessage(query.error, `The ${what} could not be loaded.`)} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <CardList rows={rows} rowKey={rowKey} loading={false} emptyText={emptyText} renderCard={renderCard} />
      )}
    </Card>
  );
}
