import { useState } from 'react';
import { Button, Card, Flex, Form, Input, InputNumber, Modal, Radio, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  useCreateCouponMutation,
  useDisableCouponMutation,
  useListCouponCoursesQuery,
  useListCouponsQuery,
  type CouponDto,
  type CreateCouponDto,
} from '@academy/api/admin';
import { formatDate, formatPrice, showToast } from '@academy/ui';
import { CardList } from '../../components/CardList';
import { toastError } from '../../lib/api';
import { usePhoneWidth } from '../../lib/usePhoneWidth';
import { srOnly, toCents } from '../../lib/format';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

const STATE_TAGS: Record<CouponDto['state'], { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  disabled: { color: 'default', label: 'Disabled' },
  expired: { color: 'orange', label: 'Expired' },
  used_up: { color: 'blue', label: 'Used up' },
};

const discountLabel = (coupon: CouponDto) =>
  coupon.percentOff !== null ? `${coupon.percentOff}% off` : `${formatPrice(coupon.amountOff ?? 0)} off`;
const scopeLabel = (coupon: CouponDto) => (coupon.allCourses ? 'All courses' : coupon.courses.map((course) => course.title).join(', '));
const redemptionsLabel = (coupon: CouponDto) => `${coupon.timesRedeemed} / ${coupon.maxRedemptions ?? '∞'}`;
const CARDS_PER_PAGE = 20;
const expiryLabel = (coupon: CouponDto) => (coupon.expiresAt ? formatDate(coupon.expiresAt) : 'Never');

const StateTag = ({ coupon }: { coupon: CouponDto }) => <Tag color={STATE_TAGS[coupon.state].color}>{STATE_TAGS[coupon.state].label}</Tag>;

/**
 * Coupons tab of /admin: the promotion codes (made at Stripe) with their discount, scope, redemptions
 * used of their limit, expiry and state; an admin creates one or disables it. A table on wide
 * screens, a card per coupon on a phone (its action always in view).
 */
export function CouponsTab() {
  const { data: coupons, isLoading, isError, error, refetch } = useListCouponsQuery();
  const [disableCoupon] = useDisableCouponMutation();
  const [creating, setCreating] = useState(false);
  const wide = !usePhoneWidth();
  const [page, setPage] = useState(1);

  const confirmDisable = (coupon: CouponDto) =>
    Modal.confirm({
      title: `Disable ${coupon.code}?`,
      content: 'Checkouts stop accepting it at once. Payments already started keep their price.',
      okText: 'Disable',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await disableCoupon({ id: coupon.id }).unwrap();
          void showToast({ title: 'Coupon disabled', description: `${coupon.code} can no longer be used.` });
        } catch (failure) {
          toastError(failure);
        }
      },
    });
  const disableButton = (coupon: CouponDto) =>
    coupon.state === 'disabled' ? null : (
      <Button size="small" danger onClick={() => confirmDisable(coupon)} aria-label={`Disable ${coupon.code}`}>
        Disable
      </Button>
    );

  const columns: TableColumnsType<CouponDto> = [
    { title: 'Code', dataIndex: 'code', render: (code: string) => <Typography.Text strong>{code}</Typography.Text> },
    { title: 'Discount', key: 'discount', render: (_, coupon) => discountLabel(coupon) },
    { title: 'Applies to', key: 'scope', render: (_, coupon) => scopeLabel(coupon) },
    { title: 'Redemptions', key: 'redemptions', render: (_, coupon) => redemptionsLabel(coupon) },
    { title: 'Expires', key: 'expires', render: (_, coupon) => expiryLabel(coupon) },
    { title: 'State', key: 'state', render: (_, coupon) => <StateTag coupon={coupon} /> },
    { title: <span style={srOnly}>Actions</span>, key: 'actions', render: (_, coupon) => disableButton(coupon) },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            Coupons
          </Typography.Title>
          <Typography.Text type="secondary">
            Promotion codes buyers enter at checkout: a percentage or an amount off one-time purchases.
          </Typography.Text>
        </div>
        <Button type="primary" onClick={() => setCreating(true)}>
          Create Coupon
        </Button>
      </Flex>
      {isError ? (
        <LoadFailedAlert
          query={{ error, refetch }}
          fallback="The coupons could not be loaded. Please try again."
          title="Error loading coupons"
        />
      ) : wide ? (
        <Table<CouponDto>
          caption={<span style={srOnly}>Coupons</span>}
          rowKey="id"
          columns={columns}
          dataSource={coupons}
          loading={isLoading}
          locale={{ emptyText: 'No coupons yet.' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
        />
      ) : (
        <CardList
          rows={(coupons ?? []).slice((page - 1) * CARDS_PER_PAGE, page * CARDS_PER_PAGE)}
          rowKey={(coupon) => coupon.id}
          loading={isLoading}
          emptyText="No coupons yet."
          pagination={
            (coupons?.length ?? 0) > CARDS_PER_PAGE
              ? { current: page, pageSize: CARDS_PER_PAGE, total: coupons?.length ?? 0, onChange: setPage, size: 'small', simple: true }
              : undefined
          }
          renderCard={(coupon) => (
            <Card size="small" style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {coupon.code}
                </Typography.Text>
                <StateTag coupon={coupon} />
              </Flex>
              <dl style={{ margin: '8px 0', display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '2px 12px' }}>
                <dt>Discount</dt>
                <dd style={{ margin: 0 }}>{discountLabel(coupon)}</dd>
                <dt>Applies to</dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{scopeLabel(coupon)}</dd>
                <dt>Redemptions</dt>
                <dd style={{ margin: 0 }}>{redemptionsLabel(coupon)}</dd>
                <dt>Expires</dt>
                <dd style={{ margin: 0 }}>{expiryLabel(coupon)}</dd>
              </dl>
              {disableButton(coupon)}
            </Card>
          )}
        />
      )}
      {creating && <CreateCouponDialog onClose={() => setCreating(false)} />}
    </Flex>
  );
}

interface CouponForm {
  code: string;
  kind: 'percent' | 'amount';
  percentOff?: number | null;
  amountOff?: number | null;
  scope: 'all' | 'courses';
  courseIds?: number[];
  expiresAt?: string;
  maxRedemptions?: number | null;
}

function CreateCouponDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<CouponForm>();
  const kind = Form.useWatch('kind', form) ?? 'percent';
  const scope = Form.useWatch('scope', form) ?? 'all';
  const courses = useListCouponCoursesQuery();
  const [createCoupon, { isLoading }] = useCreateCouponMutation();

  const save = async () => {
    let values: CouponForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: CreateCouponDto = {
      code: values.code.trim().toUpperCase(),
      allCourses: values.scope === 'all',
      ...(values.kind === 'percent' ? { percentOff: values.percentOff ?? undefined } : { amountOff: toCents(values.amountOff) }),
      ...(values.scope === 'courses' && { courseIds: values.courseIds }),
      ...(values.expiresAt && { expiresAt: new Date(values.expiresAt).toISOString() }),
      ...(values.maxRedemptions && { maxRedemptions: values.maxRedemptions }),
    };
    try {
      await createCoupon({ createCouponDto: body }).unwrap();
      void showToast({ title: 'Coupon created', description: `${body.code} is ready to use at checkout.` });
      onClose();
    } catch (failure) {
      toastError(failure, 'The coupon could not be created. Please try again.');
    }
  };

  return (
    <Modal
      title="Create Coupon"
      open
      okText="Create"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="create-coupon" initialValues={{ kind: 'percent', scope: 'all' }}>
        <Form.Item
          label="Code"
          name="code"
          rules={[
            { required: true, message: 'Enter a code' },
            { pattern: /^[A-Za-z0-9_-]{3,40}$/, message: 'Use 3 to 40 letters, digits, hyphens or underscores' },
          ]}
        >
          <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item label="Discount" name="kind">
          <Radio.Group
            options={[
              { value: 'percent', label: 'Percentage' },
              { value: 'amount', label: 'Amount' },
            ]}
          />
        </Form.Item>
        {kind === 'percent' ? (
          <Form.Item
            label="Percent off"
            name="percentOff"
            rules={[{ required: true, type: 'integer', min: 1, max: 99, message: 'A whole number from 1 to 99' }]}
          >
            <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
        ) : (
          <Form.Item
            label="Amount off (USD)"
            name="amountOff"
            rules={[{ required: true, type: 'number', min: 0.01, message: 'An amount of at least $0.01' }]}
          >
            <InputNumber min={0.01} step={0.01} precision={2} prefix="$" style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
        )}
        <Form.Item label="Applies to" name="scope">
          <Radio.Group
            options={[
              { value: 'all', label: 'All courses' },
              { value: 'courses', label: 'Selected courses' },
            ]}
          />
        </Form.Item>
        {scope === 'courses' && (
          <Form.Item
            label="Courses"
            name="courseIds"
            rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one course' }]}
          >
            <Select
              mode="multiple"
              loading={courses.isLoading}
              optionFilterProp="label"
              options={(courses.data ?? []).map((course) => ({ value: course.id, label: course.title }))}
              placeholder="Paid one-time courses"
            />
          </Form.Item>
        )}
        <Form.Item label="Expires" name="expiresAt" extra="Optional. Your local time.">
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          label="Redemption limit"
          name="maxRedemptions"
          extra="Optional: how many purchases may use it in all."
          rules={[{ type: 'integer', min: 1, max: 1_000_000, message: 'A whole number from 1 to 1,000,000' }]}
        >
          <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%', maxWidth: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
