import type { ReactNode } from 'react';
import { Card, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { HRCI_CATEGORY_FIELDS, type CourseCreditsForm } from '../lib/credits';

const amountInput = { min: 0, max: 100, step: 0.25, precision: 2, style: { width: 140 } } as const;

/** A card's title wraps rather than being cut short on a phone (or in a dialog). */
const WRAPPING_TITLE = { header: { paddingBlock: 6 }, title: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** A body's card, titled by the checkbox that switches it on. */
function BodyCard({ name, label, children }: { name: 'shrmOn' | 'hrciOn' | 'cpdOn'; label: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      styles={WRAPPING_TITLE}
      title={
        <Form.Item name={name} valuePropName="checked" noStyle>
          <Checkbox>{label}</Checkbox>
        </Form.Item>
      }
    >
      {children}
    </Card>
  );
}

/** A field of the form, or the HRCI categories' total (courseCreditsProblems). */
type CreditsProblem = keyof CourseCreditsForm | 'hrciTotal';

/**
 * The SHRM PDCs, HRCI credits by category and CPD hours of a course, a path or a live session, each
 * body switched on by its checkbox (docs/product-rules.md#continuing-education-credits): the fields of
 * a CourseCreditsForm, inside the caller's Form. `message` gives a field's problem to show, if any.
 */
export function CreditsFields({
  values,
  noun,
  message,
}: {
  values: CourseCreditsForm;
  /** What earns the credits: "course", "path", "session". */
  noun: string;
  message: (field: CreditsProblem) => string | undefined;
}) {
  const status = (field: CreditsProblem) => (message(field) ? ('error' as const) : undefined);
  return (
    <Flex vertical gap={16}>
      <BodyCard name="shrmOn" label="SHRM professional development credits (PDCs)">
        {values.shrmOn ? (
          <Flex wrap gap="0 16px">
            <Form.Item label="PDCs" name="shrmCredits" validateStatus={status('shrmCredits')} help={message('shrmCredits')}>
              <InputNumber {...amountInput} />
            </Form.Item>
            <Form.Item
              label="SHRM activity ID (optional)"
              name="shrmActivityId"
              validateStatus={status('shrmActivityId')}
              help={message('shrmActivityId') ?? 'As SHRM issued it, such as 26-AB3CD.'}
              style={{ flex: '1 1 200px' }}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Flex>
        ) : (
          <Typography.Text type="secondary">The {noun} earns no SHRM PDCs.</Typography.Text>
        )}
      </BodyCard>
      <BodyCard name="hrciOn" label="HRCI recertification credits">
        {values.hrciOn ? (
          <>
            <Form.Item
              label="HRCI activity ID"
              name="hrciActivityId"
              validateStatus={status('hrciActivityId')}
              help={message('hrciActivityId') ?? 'The 6 to 8 digits HRCI issued, such as 612345.'}
            >
              <Input maxLength={20} inputMode="numeric" style={{ maxWidth: 240 }} />
            </Form.Item>
            <Flex wrap gap="0 16px">
              {HRCI_CATEGORY_FIELDS.map(({ field, label }) => (
                <Form.Item key={field} label={`${label} credits`} name={field} validateStatus={status(field)} help={message(field)}>
                  <InputNumber {...amountInput} />
                </Form.Item>
              ))}
            </Flex>
            {message('hrciTotal') ? (
              <Typography.Text type="danger" role="alert">
                {message('hrciTotal')}
              </Typography.Text>
            ) : null}
          </>
        ) : (
          <Typography.Text type="secondary">The {noun} earns no HRCI credits.</Typography.Text>
        )}
      </BodyCard>
      <BodyCard name="cpdOn" label="CPD hours">
        {values.cpdOn ? (
          <Flex wrap gap="0 16px">
            <Form.Item label="Hours" name="cpdHours" validateStatus={status('cpdHours')} help={message('cpdHours')}>
              <InputNumber {...amountInput} />
            </Form.Item>
            <Form.Item
              label="CPD body"
              name="cpdBodyName"
              validateStatus={status('cpdBodyName')}
              help={message('cpdBodyName') ?? 'The body whose CPD scheme the hours are for, such as CIPD.'}
              style={{ flex: '1 1 200px' }}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Flex>
        ) : (
          <Typography.Text type="secondary">The {noun} earns no CPD hours.</Typography.Text>
        )}
      </BodyCard>
    </Flex>
  );
}
