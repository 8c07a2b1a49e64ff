import type { ReactNode } from 'react';
import { Empty, Flex, Pagination, Spin, type PaginationProps } from 'antd';
import './card-list.css';

interface CardListProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  renderCard: (row: Row) => ReactNode;
  loading: boolean;
  emptyText: string;
  /** Left out when everything fits on one page. */
  pagination?: PaginationProps;
}

/** Rows as cards in a plain list (antd's List is deprecated), a spinner over them while loading and the pager below. */
export function CardList<Row>({ rows, rowKey, renderCard, loading, emptyText, pagination }: CardListProps<Row>) {
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12}>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <ul className="card-list">
            {rows.map((row) => (
              <li key={rowKey(row)}>{renderCard(row)}</li>
            ))}
          </ul>
        )}
        {pagination && <Pagination align="center" {...pagination} />}
      </Flex>
    </Spin>
  );
}
