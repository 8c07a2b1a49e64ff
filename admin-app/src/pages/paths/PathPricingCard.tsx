import { Alert, Button, Card, Flex, Form, InputNumber, Select, Switch, Typography } from 'antd';
import {
  useGetPathPricingQuery,
  useListPathSeatTiersQuery,
  useReplacePathSeatTiersMutation,
  useSetPathPricingMutation,
  type PathPricingDto,
} from '@academy/api/admin';
import { formatPrice, showToast } from '@academy/ui';
import { toastError } from '../../lib/api';
import { PAYMENT_TYPE_OPTIONS, toCents, type PaymentType } from '../../lib/format';
import { SeatTiersEditor } from '../course-manage/SeatTiersCard';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

interface PricingValues {
  isPaid: boolean;
  /** Dollars (step 0.01); sent as integer cents. */
  price: number | null;
  paymentType: PaymentType;
}

/** Why the form cannot be saved (the server's rule and words), or null. */
export function pricingProblem(values: PricingValues): string | null {
  if (!values.isPaid) return null;
  if (values.price === null || values.price === undefined) return 'Please enter a price for a paid path.';
  if (toCents(values.price) < 50) return 'A paid path costs at least $0.50, the card payment minimum.';
  if (toCents(values.price) > 10_000_000) return 'Price must be from $0.00 to $100,000.00';
  return null;
}

function PricingForm({ pathId, saved }: { pathId: number; saved: PathPricingDto }) {
  const [form] = Form.useForm<PricingValues>();
  const [setPricing, { isLoading }] = useSetPathPricingMutation();
  const isPaid = Form.useWatch('isPaid', form) ?? saved.isPaid;
  const onFinish = async (values: PricingValues) => {
    const problem = pricingProblem(values);
    if (problem) {
      void showToast({ title: 'Pricing not saved', description: problem, variant: 'destructive' });
      return;
    }
    try {
      await setPricing({
        id: pathId,
        updatePathPricingDto: {
          isPaid: values.isPaid,
          ...(values.isPaid && { price: toCents(values.price) }),
          paymentType: values.paymentType,
        },
      }).unwrap();
      void showToast({ title: 'Path pricing saved' });
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ isPaid: saved.isPaid, price: saved.isPaid ? saved.price / 100 : null, paymentType: saved.paymentType }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label="Sell this path" name="isPaid" valuePropName="checked">
        <Switch />
      </Form.Item>
      {isPaid ? (
        <>
          <Form.Item label="Price (USD)" name="price">
            <InputNumber min={0} step={0.01} precision={2} prefix="$" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Payment Type" name="paymentType">
            <Select options={PAYMENT_TYPE_OPTIONS} />
          </Form.Item>
        </>
      ) : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save pricing
      </Button>
    </Form>
  );
}

function PathSeatTiers({ pathId, price }: { pathId: number; price: number }) {
  const tiers = useListPathSeatTiersQuery({ id: pathId });
  const [replaceTiers, { isLoading }] = useReplacePathSeatTiersMutation();
  if (tiers.isError) {
    return <LoadFailedAlert query={tiers} fallback="The discounts could not be loaded. Please try again." />;
  }
  if (!tiers.data) return <Typography.Text type="secondary">Loading discounts…</Typography.Text>;
  return (
    <SeatTiersEditor
      key={JSON.stringify(tiers.data)}
      price={price}
      saved={tiers.data}
      replace={(list) => replaceTiers({ id: pathId, seatTiersDto: { tiers: list } }).unwrap()}
      saving={isLoading}
      owner="learning path"
    />
  );
}

/**
 * The path editor's "Pricing" card (docs/product-rules.md#learning-path-purchases): sell the path as
 * one product (a price paid once or monthly) that gives every course of it, and its team seat
 * discounts, with a course's rules.
 */
export function PathPricingCard({ pathId }: { pathId: number }) {
  const pricing = useGetPathPricingQuery({ id: pathId });
  const title = (text: string) => (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
      {text}
    </Typography.Title>
  );
  return (
    <Flex vertical gap={16}>
      <Card title={title('Pricing')}>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            A path sold as one product enrols its buyer in every course of it. Courses the buyer already has stay as they are; the price
            stays the path&apos;s price.
          </Typography.Text>
          {pricing.isError ? (
            <LoadFailedAlert query={pricing} fallback="The pricing could not be loaded. Please try again." />
          ) : pricing.data ? (
            <PricingForm key={JSON.stringify(pricing.data)} pathId={pathId} saved={pricing.data} />
          ) : (
            <Typography.Text type="secondary">Loading pricing…</Typography.Text>
          )}
        </Flex>
      </Card>
      <Card title={title('Team seat discounts')}>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            Buyers of seats of this path for a team get these discounts on each seat. A bigger purchase must get a bigger discount.
          </Typography.Text>
          {pricing.data && !pricing.data.isPaid ? (
            <Alert
              type="info"
              showIcon
              title="Team seats are sold only for paths sold as one product: the discounts apply once it has a price."
            />
          ) : null}
          {pricing.data?.isPaid ? (
            <Typography.Text>Price per seat before discounts: {formatPrice(pricing.data.price)}</Typography.Text>
          ) : null}
          <PathSeatTiers pathId={pathId} price={pricing.data?.price ?? 0} />
        </Flex>
      </Card>
    </Flex>
  );
}
