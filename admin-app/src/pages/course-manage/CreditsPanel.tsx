import { useState } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
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
import { courseCreditsInput, courseCreditsProblems, creditsForm, type CourseCreditsForm } from '../../lib/credits';
import { CreditsFields } from '../../components/CreditsFields';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

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
        <CreditsFields values={values} noun={noun} message={message} />
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
