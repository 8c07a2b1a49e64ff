import { useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import {
  useGetCourseCreditsQuery,
  useGetPathCreditsQuery,
  useSetCourseCreditsMutation,
  useSetPathCreditsMutation,
  type CourseCreditsDto,
} from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError } from '../../lib/api';
import { SUBJECT_NOUNS, type CertificateSubject } from '../../lib/certificateSubject';
import { courseCreditsInput, courseCreditsProblems, creditsForm, HRCI_CATEGORY_FIELDS, type CourseCreditsForm } from '../../lib/credits';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

const amountInput = { min: 0, max: 100, step: 0.25, precision: 2, style: { width: 140 } } as const;

/** A body's card, titled by the checkbox that switches it on. */
function BodyCard({ name, label, children }: { name: 'shrmOn' | 'hrciOn' | 'cpdOn'; label: string; children: ReactNode }) {
  return (
    <Card
      size="small"
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

/** The subject's credits, from the course's or the path's endpoint. */
function useCredits(subject: CertificateSubject) {
  const course = useGetCourseCreditsQuery({ id: subject.id }, { skip: subject.kind !== 'course' });
  const path = useGetPathCreditsQuery({ id: subject.id }, { skip: subject.kind !== 'path' });
  return subject.kind === 'course' ? course : path;
}

/** Saves the subject's credits. */
function useSaveCredits(subject: CertificateSubject) {
  const [setCourseCredits, course] = useSetCourseCreditsMutation();
  const [setPathCredits, path] = useSetPathCreditsMutation();
  const save = (courseCreditsDto: CourseCreditsDto) =>
    (subject.kind === 'course' ? setCourseCredits : setPathCredits)({ id: subject.id, courseCreditsDto }).unwrap();
  return [save, { isLoading: course.isLoading || path.isLoading }] as const;
}

function CreditsEditor({ subject, saved }: { subject: CertificateSubject; saved: CourseCreditsDto }) {
  const [form] = Form.useForm<CourseCreditsForm>();
  const [setCredits, { isLoading }] = useSaveCredits(subject);
  const noun = SUBJECT_NOUNS[subject.kind];
  const [values, setValues] = useState<CourseCreditsForm>(() => creditsForm(saved));
  // Messages show from the first attempt to save on, then follow the typing.
  const [tried, setTried] = useState(false);
  const problems = courseCreditsProblems(values);
  const message = (field: keyof typeof problems) => (tried ? problems[field] : undefined);
  const status = (field: keyof typeof problems) => (message(field) ? ('error' as const) : undefined);

  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    try {
      await setCredits(courseCreditsInput(values));
      void showToast({ title: 'Credits saved', description: 'Certificates issued from now on earn these credits.' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name={`${subject.kind}-credits`}
      initialValues={values}
      onValuesChange={(_changed, all) => setValues((current) => ({ ...current, ...all }))}
      onFinish={() => void save()}
    >
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
        <div>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Save credits
          </Button>
        </div>
      </Flex>
    </Form>
  );
}

/**
 * The Credits tab of a course, or the Credits card of a learning path: the SHRM PDCs, HRCI credits by
 * category and CPD hours its certificate earns (docs/product-rules.md#continuing-education-credits).
 * Certificates keep what they earned.
 */
export function CreditsPanel({ subject }: { subject: CertificateSubject }) {
  const credits = useCredits(subject);
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {subject.kind === 'course'
          ? 'Learners see these credits on the course page before enrolling, and earn them when the certificate is issued.'
          : "Learners see these credits on the path page, and earn them when the path's certificate is issued, on top of its courses' credits."}{' '}
        Credits come in steps of 0.25, at most 100 per body. Changes apply to certificates issued from now on.
      </Typography.Paragraph>
      {credits.isError ? (
        <LoadFailedAlert query={credits} fallback="The credits could not be loaded. Please try again." />
      ) : credits.data ? (
        <CreditsEditor key={JSON.stringify(credits.data)} subject={subject} saved={credits.data} />
      ) : (
        <Typography.Text type="secondary">Loading credits…</Typography.Text>
      )}
    </Flex>
  );
}
