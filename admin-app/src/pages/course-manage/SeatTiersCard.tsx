import { useState } from 'react';
import { Alert, Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useListSeatTiersQuery, useReplaceSeatTiersMutation, type CourseDetailDto, type SeatTierDto } from '@academy/api';
import { formatPrice, showToast } from '@academy/ui';
import { toastError } from '../../lib/api';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

/** The server's bounds on a course's volume discounts. */
const MAX_TIERS = 10;
const MAX_SEATS = 500;

interface TierRow {
  key: number;
  minSeats: number | null;
  discountPercent: number | null;
}

/** Why the rows cannot be saved (the server's rules and words), or null. */
function tierRowsProblem(rows: readonly TierRow[]): string | null {
  if (rows.some((row) => row.minSeats === null || row.minSeats < 2 || row.minSeats > MAX_SEATS))
    return `A discount starts at 2 to ${MAX_SEATS} seats`;
  if (rows.some((row) => row.discountPercent === null || row.discountPercent < 1 || row.discountPercent > 90))
    return 'A discount is a whole percentage from 1 to 90';
  const sorted = [...rows].sort((a, b) => a.minSeats! - b.minSeats!);
  for (let index = 1; index < sorted.length; index++) {
    const [previous, tier] = [sorted[index - 1], sorted[index]];
    if (tier.minSeats === previous.minSeats) return `Two discounts start at ${tier.minSeats} seats: give each number of seats one discount`;
    if (tier.discountPercent! <= previous.discountPercent!) {
      return `Discounts must grow with the number of seats: ${tier.minSeats}+ seats must get more than the ${previous.discountPercent}% of ${previous.minSeats}+ seats`;
    }
  }
  return null;
}

let nextKey = 1;
const toRows = (tiers: readonly SeatTierDto[]): TierRow[] => tiers.map((tier) => ({ key: nextKey++, ...tier }));

/**
 * The editor of a course's or a learning path's volume discounts (the same rules for both): `replace`
 * saves the whole list and answers it as saved.
 */
export function SeatTiersEditor({
  price,
  saved,
  replace,
  saving,
  owner = 'course',
}: {
  /** Integer cents per seat before any discount. */
  price: number;
  saved: SeatTierDto[];
  replace: (tiers: SeatTierDto[]) => Promise<SeatTierDto[]>;
  saving: boolean;
  owner?: 'course' | 'learning path';
}) {
  const [rows, setRows] = useState<TierRow[]>(() => toRows(saved));
  const [tried, setTried] = useState(false);
  const problem = tierRowsProblem(rows);
  const dirty = JSON.stringify(rows.map(({ minSeats, discountPercent }) => ({ minSeats, discountPercent }))) !== JSON.stringify(saved);

  const update = (key: number, change: Partial<TierRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    const last = rows.at(-1);
    setRows([
      ...rows,
      {
        key: nextKey++,
        minSeats: last?.minSeats ? Math.min(MAX_SEATS, last.minSeats * 2) : 5,
        discountPercent: last?.discountPercent ? Math.min(90, last.discountPercent + 5) : 10,
      },
    ]);
  };

  const save = async () => {
    setTried(true);
    if (problem) return;
    const tiers = rows
      .map((row) => ({ minSeats: row.minSeats!, discountPercent: row.discountPercent! }))
      .sort((a, b) => a.minSeats - b.minSeats);
    try {
      const answer = await replace(tiers);
      setRows(toRows(answer));
      setTried(false);
      void showToast({ title: 'Team seat discounts saved' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Flex vertical gap={12}>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">No discounts: every seat costs {formatPrice(price)}.</Typography.Text>
      ) : (
        <ul aria-label="Discounts" style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
          {rows.map((row, index) => (
            <li key={row.key}>
              <Flex wrap align="center" gap={8}>
                <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                  <span>From</span>
                  <InputNumber
                    aria-label={`Discount ${index + 1}: minimum seats`}
                    min={2}
                    max={MAX_SEATS}
                    precision={0}
                    value={row.minSeats}
                    onChange={(value) => update(row.key, { minSeats: value })}
                    style={{ width: 88 }}
                  />
                  <span>seats</span>
                </label>
                <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                  <InputNumber
                    aria-label={`Discount ${index + 1}: percent off`}
                    min={1}
                    max={90}
                    precision={0}
                    value={row.discountPercent}
                    onChange={(value) => update(row.key, { discountPercent: value })}
                    style={{ width: 80 }}
                  />
                  <span>% off</span>
                </label>
                <Button
                  size="small"
                  danger
                  onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                  aria-label={`Remove discount ${index + 1}`}
                >
                  Remove
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {tried && problem ? <Alert type="error" showIcon title={problem} /> : null}
      <Flex wrap gap={8}>
        <Button onClick={add} disabled={rows.length >= MAX_TIERS}>
          Add discount
        </Button>
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty}>
          Save discounts
        </Button>
      </Flex>
      {rows.length >= MAX_TIERS ? (
        <Typography.Text type="secondary">
          A {owner} can have at most {MAX_TIERS} discounts.
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * "Team seat discounts" of a course's settings: buying at least N seats at once takes a percentage
 * off each seat. Larger purchases get larger discounts.
 */
export function SeatTiersCard({ course }: { course: CourseDetailDto }) {
  const tiers = useListSeatTiersQuery({ id: course.id });
  const [replaceTiers, { isLoading }] = useReplaceSeatTiersMutation();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          Team seat discounts
        </Typography.Title>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Buyers of seats for a team get these discounts on each seat. A bigger purchase must get a bigger discount.
        </Typography.Text>
        {!course.isPaid ? (
          <Alert type="info" showIcon title="Team seats are sold only for paid courses: the discounts apply once the course has a price." />
        ) : null}
        {tiers.isError ? (
          <LoadFailedAlert query={tiers} fallback="The discounts could not be loaded. Please try again." />
        ) : tiers.data ? (
          <SeatTiersEditor
            key={JSON.stringify(tiers.data)}
            price={course.price}
            saved={tiers.data}
            replace={(list) => replaceTiers({ id: course.id, seatTiersDto: { tiers: list } }).unwrap()}
            saving={isLoading}
          />
        ) : (
          <Typography.Text type="secondary">Loading discounts…</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
