import { Form, InputNumber, Select, Switch } from 'antd';
import { ACCESS_LEVEL_OPTIONS, PAYMENT_TYPE_OPTIONS, toCents, type AccessLevel, type PaymentType } from '../lib/format';

/** What the create dialog and the settings form edit. */
export interface CourseFormValues {
  title?: string;
  description?: string;
  accessLevel?: AccessLevel;
  isPaid: boolean;
  /** Dollars (step 0.01); sent as integer cents. */
  price: number | null;
  paymentType: PaymentType;
}

/** The request fields both forms send: price in cents, and only for paid courses. */
export function courseAccessPayload(values: CourseFormValues) {
  return {
    description: values.description?.trim() ?? '',
    accessLevel: values.accessLevel as AccessLevel,
    isPaid: values.isPaid,
    price: values.isPaid ? toCents(values.price) : null,
    paymentType: values.paymentType,
  };
}

/** Access level, the paid switch, and (for paid courses) the price in dollars and the payment type. */
export function CourseAccessFields({ isPaid, accessLevelPlaceholder }: { isPaid: boolean; accessLevelPlaceholder?: string }) {
  return (
    <>
      <Form.Item label="Access Level" name="accessLevel" required>
        <Select options={ACCESS_LEVEL_OPTIONS} placeholder={accessLevelPlaceholder} />
      </Form.Item>
      <Form.Item label="Paid course" name="isPaid" valuePropName="checked">
        <Switch />
      </Form.Item>
      {isPaid && (
        <>
          <Form.Item label="Price (USD)" name="price">
            <InputNumber min={0} step={0.01} precision={2} prefix="$" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Payment Type" name="paymentType">
            <Select options={PAYMENT_TYPE_OPTIONS} />
          </Form.Item>
        </>
      )}
    </>
  );
}
