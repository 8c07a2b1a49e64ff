import { useState } from 'react';
import { Alert, Button, Card, Flex, InputNumber, Radio, Select, Typography } from 'antd';
import {
  errorMessage,
  useGetCertificateSettingsQuery,
  useGetCourseQuery,
  useListCoursesQuery,
  useSaveCertificateSettingsMutation,
  type CertificateSettingsDto,
  type UpdateCertificateSettingsDto,
} from '@academy/api';
import { useGetPathCertificateSettingsQuery, useSavePathCertificateSettingsMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { SUBJECT_NOUNS, type CertificateSubject } from '../../lib/certificateSubject';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

/** The server's bounds on a validity (docs/product-rules.md#certificate-validity-and-renewal). */
const MAX_VALIDITY_MONTHS = 120;
/** With a refresher: longer than the 60-day renewal window. */
const MIN_REFRESHER_VALIDITY_MONTHS = 3;

type RefresherChoice = 'none' | 'course' | 'lesson';

interface Draft {
  expires: boolean;
  months: number | null;
  refresher: RefresherChoice;
  refresherCourseId: number | null;
  /** The course whose lessons the lesson picker lists; none chosen yet for a path. */
  lessonCourseId: number | null;
  refresherLessonId: number | null;
}

function draftOf(settings: CertificateSettingsDto, courseId: number | null): Draft {
  const { refresher } = settings;
  return {
    expires: settings.validityMonths !== null,
    months: settings.validityMonths ?? 24,
    refresher: refresher === null ? 'none' : refresher.kind === 'course' ? 'course' : 'lesson',
    refresherCourseId: refresher?.kind === 'course' ? refresher.id : null,
    lessonCourseId: refresher && refresher.kind !== 'course' ? refresher.courseId : courseId,
    refresherLessonId: refresher && refresher.kind !== 'course' ? refresher.id : null,
  };
}

/** Why the draft cannot be saved, in the server's words, or null. The server checks the rest (which lesson suits). */
function validityDraftProblem(draft: Draft): string | null {
  if (draft.expires && (draft.months === null || !Number.isInteger(draft.months) || draft.months < 1 || draft.months > MAX_VALIDITY_MONTHS))
    return `The validity must be a whole number of months from 1 to ${MAX_VALIDITY_MONTHS}, or none`;
  if (draft.refresher !== 'none' && !draft.expires)
    return 'Set how many months certificates are valid before naming a refresher: a certificate that never expires is never renewed.';
  if (draft.refresher !== 'none' && draft.months! < MIN_REFRESHER_VALIDITY_MONTHS)
    return `With a refresher, certificates must be valid for at least ${MIN_REFRESHER_VALIDITY_MONTHS} months: renewing opens 60 days before a certificate expires.`;
  if (draft.refresher === 'course' && draft.refresherCourseId === null) return 'Choose the refresher course.';
  if (draft.refresher === 'lesson' && draft.refresherLessonId === null) return 'Choose the refresher lesson or quiz.';
  return null;
}

const LESSON_TYPE_LABELS = {
  video: 'Video',
  text: 'Text',
  download: 'Download',
  quiz: 'Quiz',
  practice: 'Practice',
  scorm: 'SCORM',
} as const;

/** The lessons of the chosen course, grouped by module, labelled with their type ("Quiz: Final check"). */
function LessonPicker({ courseId, value, onChange }: { courseId: number; value: number | null; onChange: (id: number | null) => void }) {
  const course = useGetCourseQuery({ id: courseId });
  return (
    <Select
      aria-label="Refresher lesson or quiz"
      style={{ width: '100%' }}
      loading={course.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Choose a lesson or quiz"
      value={value}
      onChange={(id: number) => onChange(id)}
      options={(course.data?.modules ?? []).map((module) => ({
        label: module.title,
        title: module.title,
        options: module.lessons.map((lesson) => ({ value: lesson.id, label: `${LESSON_TYPE_LABELS[lesson.type]}: ${lesson.title}` })),
      }))}
    />
  );
}

/** The subject's settings, from the course's or the path's endpoint. */
function useSettings(subject: CertificateSubject) {
  const course = useGetCertificateSettingsQuery({ id: subject.id }, { skip: subject.kind !== 'course' });
  const path = useGetPathCertificateSettingsQuery({ id: subject.id }, { skip: subject.kind !== 'path' });
  return subject.kind === 'course' ? course : path;
}

/** Saves the subject's settings; answers them as saved. */
function useSaveSettings(subject: CertificateSubject) {
  const [saveCourse, course] = useSaveCertificateSettingsMutation();
  const [savePath, path] = useSavePathCertificateSettingsMutation();
  const save = (updateCertificateSettingsDto: UpdateCertificateSettingsDto) =>
    (subject.kind === 'course' ? saveCourse : savePath)({ id: subject.id, updateCertificateSettingsDto }).unwrap();
  return [save, { isLoading: course.isLoading || path.isLoading }] as const;
}

function ValidityEditor({ subject, saved }: { subject: CertificateSubject; saved: CertificateSettingsDto }) {
  // A course's lesson picker opens on its own lessons; a path has no course of its own.
  const ownCourseId = subject.kind === 'course' ? subject.id : null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved, ownCourseId));
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const courses = useListCoursesQuery();
  const [save, { isLoading }] = useSaveSettings(subject);
  const problem = validityDraftProblem(draft);
  const change = (update: Partial<Draft>) => {
    setServerProblem(null);
    setDraft((current) => ({ ...current, ...update }));
  };

  const submit = async () => {
    setTried(true);
    if (problem) return;
    try {
      const answer = await save({
        validityMonths: draft.expires ? draft.months : null,
        refresherCourseId: draft.refresher === 'course' ? draft.refresherCourseId : null,
        refresherLessonId: draft.refresher === 'lesson' ? draft.refresherLessonId : null,
      });
      setDraft(draftOf(answer, ownCourseId));
      setTried(false);
      void showToast({ title: 'Certificate validity saved' });
    } catch (error) {
      setServerProblem(errorMessage(error, 'The settings could not be saved. Please try again.'));
    }
  };

  const courseOptions = (courses.data ?? []).map((item) => ({ value: item.id, label: item.title }));
  const shown = serverProblem ?? (tried ? problem : null);
  return (
    <Flex vertical gap={16}>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Validity</legend>
        <Radio.Group
          name="certificate-validity"
          value={draft.expires ? 'expire' : 'never'}
          onChange={(event) => change({ expires: event.target.value === 'expire' })}
        >
          <Flex vertical gap={8}>
            <Radio value="never">Certificates never expire</Radio>
            <Radio value="expire">Certificates expire</Radio>
          </Flex>
        </Radio.Group>
        {draft.expires ? (
          <label style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 8 }}>
            <span>Valid for</span>
            <InputNumber
              aria-label="Valid for (months)"
              min={1}
              max={MAX_VALIDITY_MONTHS}
              precision={0}
              value={draft.months}
              onChange={(months) => change({ months })}
              style={{ width: 96 }}
            />
            <span>months from completion</span>
          </label>
        ) : null}
      </fieldset>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Refresher</legend>
        <Radio.Group
          name="certificate-refresher"
          value={draft.refresher}
          onChange={(event) => change({ refresher: event.target.value as RefresherChoice })}
        >
          <Flex vertical gap={8}>
            <Radio value="none">No refresher</Radio>
            <Radio value="course">{ownCourseId === null ? 'A course to complete' : 'Another course to complete'}</Radio>
            <Radio value="lesson">A lesson to complete or a quiz to pass</Radio>
          </Flex>
        </Radio.Group>
        {draft.refresher === 'course' ? (
          <div style={{ marginTop: 8 }}>
            <Select
              aria-label="Refresher course"
              style={{ width: '100%' }}
              loading={courses.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose a course"
              value={draft.refresherCourseId}
              onChange={(id: number) => change({ refresherCourseId: id })}
              options={courseOptions.filter((option) => option.value !== ownCourseId)}
            />
          </div>
        ) : null}
        {draft.refresher === 'lesson' ? (
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            <Select
              aria-label="Course of the refresher lesson"
              style={{ width: '100%' }}
              loading={courses.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose the lesson's course"
              value={draft.lessonCourseId}
              onChange={(id: number) => change({ lessonCourseId: id, refresherLessonId: null })}
              options={courseOptions.map((option) =>
                option.value === ownCourseId ? { ...option, label: `${option.label} (this course)` } : option,
              )}
            />
            {draft.lessonCourseId === null ? null : (
              <LessonPicker
                courseId={draft.lessonCourseId}
                value={draft.refresherLessonId}
                onChange={(refresherLessonId) => change({ refresherLessonId })}
              />
            )}
          </Flex>
        ) : null}
      </fieldset>
      {shown ? <Alert type="error" showIcon title={shown} /> : null}
      <div>
        <Button type="primary" onClick={() => void submit()} loading={isLoading}>
          Save validity
        </Button>
      </div>
    </Flex>
  );
}

/**
 * "Certificate validity" of a course's settings or of a learning path's editor: how long its
 * certificates are valid and the refresher whose pass renews them
 * (docs/product-rules.md#certificate-validity-and-renewal).
 */
export function CertificateValidityCard({ subject }: { subject: CertificateSubject }) {
  const settings = useSettings(subject);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          Certificate validity
        </Typography.Title>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Certificates of a {SUBJECT_NOUNS[subject.kind]} that expire are renewed by passing its refresher. Learners get a reminder 60 and
          14 days before the expiry date. A change applies to certificates issued from now on.
        </Typography.Text>
        {settings.isError ? (
          <LoadFailedAlert query={settings} fallback="The settings could not be loaded. Please try again." />
        ) : settings.data ? (
          <ValidityEditor key={JSON.stringify(settings.data)} subject={subject} saved={settings.data} />
        ) : (
          <Typography.Text type="secondary">Loading the validity…</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
