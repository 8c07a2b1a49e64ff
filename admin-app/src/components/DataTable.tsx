import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Card, Flex, Input, Select, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { CardList } from './CardList';
import { usePhoneWidth } from '../lib/usePhoneWidth';
import { PAGE_SIZES, type SortOrder, type TableState } from '../lib/tableState';
import { srOnly } from '../lib/format';
import './data-table.css';

export interface DataColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  /** The server's sort field for this column, when it sorts. */
  sort?: string;
  /** What ascending and descending mean here, for the phone's sort menu ("A–Z", "Z–A"). */
  sortLabels?: [string, string];
  /** The column that names the row: a card's heading on a phone. */
  primary?: boolean;
}

export interface DataFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

interface Props<Row, Filter extends string, Sort extends string> {
  /** Names the table (its caption) and the rows ("Users"). */
  label: string;
  /** What a row is called in the total ("user" → "57 users"). */
  noun: [string, string];
  rowKey: (row: Row) => number | string;
  columns: DataColumn<Row>[];
  /** The row's actions: kept in sight at every width (the last column, or the foot of a card). */
  actions: (row: Row) => ReactNode;
  rows: Row[] | undefined;
  total: number;
  loading: boolean;
  state: TableState<Filter, Sort>;
  update: (changes: Partial<TableState<Filter, Sort>>, options?: { replace?: boolean }) => void;
  /** The order the server uses when none is asked for: shown as the sorted column. */
  defaultSort: { sort: Sort; order: SortOrder };
  searchLabel: string;
  filters?: DataFilter[];
  emptyText: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * An admin table whose rows come a page at a time from the server: a search box, filters, sortable
 * columns and the pager, all kept in the address (`useTableState`). On a phone the rows become cards
 * with their actions at the foot, so nothing needs sideways scrolling and no action is off-screen.
 */
export function DataTable<Row extends object, Filter extends string, Sort extends string>(props: Props<Row, Filter, Sort>) {
  const { label, columns, actions, rows, total, loading, state, update, defaultSort, emptyText } = props;
  const phone = usePhoneWidth();
  const sort = state.sort ?? defaultSort.sort;
  const order = state.sort ? (state.order ?? 'asc') : defaultSort.order;
  const totalText = `${total} ${total === 1 ? props.noun[0] : props.noun[1]}`;
  const pager = {
    current: state.page,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: () => totalText,
  };

  const toolbar = (
    <Flex wrap gap={8} className="data-table-toolbar">
      <SearchBox label={props.searchLabel} value={state.q} onSearch={(q, replace) => update({ q }, { replace })} />
      {props.filters?.map((filter) => (
        <Select
          key={filter.name}
          aria-label={filter.label}
          className="data-table-filter"
          allowClear
          placeholder={filter.label}
          value={state.filters[filter.name as Filter]}
          onChange={(value?: string) => update({ filters: { [filter.name]: value } as TableState<Filter, Sort>['filters'] })}
          options={filter.options}
        />
      ))}
    </Flex>
  );

  if (phone) {
    const sortOptions = columns.flatMap((column) =>
      column.sort
        ? (['asc', 'desc'] as const).map((direction, index) => ({
            value: `${column.sort}:${direction}`,
            label: `${column.title} (${column.sortLabels?.[index] ?? (direction === 'asc' ? 'ascending' : 'descending')})`,
          }))
        : [],
    );
    const primary = columns.find((column) => column.primary) ?? columns[0];
    return (
      <Flex vertical gap={12}>
        {toolbar}
        <Select
          aria-label="Sort by"
          className="data-table-filter"
          value={`${sort}:${order}`}
          options={sortOptions}
          onChange={(value: string) => {
            const [field, direction] = value.split(':') as [Sort, SortOrder];
            update({ sort: field, order: direction });
          }}
        />
        <CardList
          rows={rows ?? []}
          rowKey={props.rowKey}
          loading={loading}
          emptyText={emptyText}
          pagination={{
            ...pager,
            size: 'small',
            simple: true,
            onChange: (page, pageSize) => update(pageSize !== state.pageSize ? { pageSize } : { page }),
          }}
          renderCard={(row) => (
            <Card size="small">
              <div className="data-card-heading">{primary.render(row)}</div>
              <dl className="data-card-fields">
                {columns
                  .filter((column) => column !== primary)
                  .map((column) => (
                    <div key={column.key}>
                      <dt>{column.title}</dt>
                      <dd>{column.render(row)}</dd>
                    </div>
                  ))}
              </dl>
              <Flex wrap gap={8} justify="flex-end" className="data-card-actions">
                {actions(row)}
              </Flex>
            </Card>
          )}
        />
      </Flex>
    );
  }

  const tableColumns: TableColumnsType<Row> = [
    ...columns.map((column) => ({
      key: column.sort ?? column.key,
      title: column.title,
      render: (_: unknown, row: Row) => column.render(row),
      ...(column.sort
        ? {
            sorter: true,
            // Never back to "unsorted": the server always sorts, by default newest first.
            sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
            sortOrder: column.sort === sort ? (order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
          }
        : {}),
    })),
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_: unknown, row: Row) => (
        <Flex gap={8} justify="flex-end" wrap={false}>
          {actions(row)}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {toolbar}
      <Table<Row>
        caption={<span style={srOnly}>{label}</span>}
        rowKey={props.rowKey}
        columns={tableColumns}
        dataSource={rows}
        loading={loading}
        pagination={pager}
        scroll={{ x: true }}
        locale={{ emptyText }}
        onChange={(pagination: TablePaginationConfig, _filters, sorter, extra) => {
          if (extra.action === 'paginate') {
            const pageSize = pagination.pageSize ?? state.pageSize;
            update(pageSize !== state.pageSize ? { pageSize } : { page: pagination.current ?? 1 });
          } else if (extra.action === 'sort') {
            const { columnKey, order: antOrder } = sorter as SorterResult<Row>;
            if (antOrder) update({ sort: String(columnKey) as Sort, order: antOrder === 'ascend' ? 'asc' : 'desc' });
          }
        }}
      />
    </Flex>
  );
}

/**
 * The search box: what is typed searches after a short pause (replacing the address, not adding to
 * the history) or at once on Enter. A search changed from outside (Back) shows in the box.
 */
function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string, replace: boolean) => void }) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (value !== sent) {
    setSent(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (q: string, replace: boolean) => {
    clearTimeout(timer.current);
    setSent(q.trim());
    onSearch(q.trim(), replace);
  };

  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      className="data-table-search"
      allowClear
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => send(next, true), SEARCH_DELAY_MS);
      }}
      onSearch={(q) => send(q, false)}
    />
  );
}
