import { useMemo, useState } from 'react';
import { Alert, Flex, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useCreateSessionMutation, useUpdateSessionMutation, type AdminLiveSessionDto } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { CreditsFields } from '../../../components/CreditsFields';
import { courseCreditsProblems } from '../../../lib/credits';
import { showServerProblems } from '../../../lib/serverProblems';
import { browserTimeZone, formatInZone, timeZoneNames, wallTimeToInstant } from '../../../lib/zonedTime';
import {
  MAX_DURATION,
  MIN_DURATION,
  SESSION_DESCRIPTION_MAX,
  SESSION_FIELD_MESSAGES,
  SESSION_TITLE_MAX,
  SESSION_URL_MAX,
  sessionFormOf,
  sessionInput,
  type SessionForm,
} from './cohortForms';

const LINK = /^https?:\/\/\S+$/i;

/** A zone's name as people search for it: "new york" finds America/New_York. */
const searchable = (text: string) => text.toLowerCase().replace(/_/g, ' ');

/** When the session starts, in its zone and, when that differs, the admin's. */
function StartPreview({ startsAt, timeZone, yours }: { startsAt?: string; timeZone?: string; yours: string }) {
  const instant = startsAt && timeZone ? wallTimeToInstant(startsAt, timeZone) : null;
  if (!instant || !timeZone) return <>The time as the clocks of the session’s time zone show it.</>;
  const there = formatInZone(instant, timeZone);
  const here = formatInZone(instant, yours);
  return (
    <>
      {there} ({timeZone}){timeZone !== yours && here !== there ? <> · your time: {here}</> : null}
    </>
  );
}

/**
 * "New session" or "Edit session" of a cohort: its title and description, the start as the clocks of
 * the chosen time zone show it (sent as the instant it is), the duration, the join and recording links,
 * and the credits a confirmed attendance records.
 */
export function SessionDialog({
  cohortId,
  session,
  onClose,
}: {
  cohortId: number;
  session: AdminLiveSessionDto | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SessionForm>();
  const [yours] = useState(browserTimeZone);
  const [initial] = useState(() => sessionFormOf(session, yours));
  const [values, setValues] = useState<SessionForm>(initial);
  const zones = useMemo(
    () => timeZoneNames(yours, initial.timeZone).map((zone) => ({ value: zone, label: zone })),
    [yours, initial.timeZone],
  );
  // Credit messages show from the first attempt to save on, then follow the typing (as in the Credits tab).
  const [tried, setTried] = useState(false);
  const creditProblems = courseCreditsProblems(values);
  const [problems, setProblems] = useState<string[]>([]);
  const [createSession, creating] = useCreateSessionMutation();
  const [updateSession, updating] = useUpdateSessionMutation();

  const save = async () => {
    setTried(true);
    let fields: SessionForm;
    try {
      fields = await form.validateFields();
    } catch {
      return;
    }
    const all = { ...values, ...fields };
    if (Object.keys(courseCreditsProblems(all)).length > 0) return;
    setProblems([]);
    const sessionInputDto = sessionInput(all);
    try {
      if (session) await updateSession({ id: session.id, sessionInputDto }).unwrap();
      else await createSession({ id: cohortId, sessionInputDto }).unwrap();
      void showToast({ title: session ? 'Session updated' : 'Session scheduled' });
      onClose();
    } catch (error) {
      setProblems(showServerProblems(form, error, 'The session could not be saved. Please try again.', SESSION_FIELD_MESSAGES));
    }
  };

  return (
    <Modal
      title={session ? 'Edit session' : 'New session'}
      open
      width={640}
      okText={session ? 'Save changes' : 'Schedule session'}
      cancelText="Cancel"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => void save()}
      onCancel={onClose}
      style={{ maxWidth: 'calc(100vw - 16px)', top: 24 }}
    >
      <Form
        form={form}
        layout="vertical"
        name="live-session"
        initialValues={initial}
        onValuesChange={(_changed, all) => setValues((current) => ({ ...current, ...all }))}
        onFinish={() => void save()}
      >
        <Form.Item
          label="Title"
          name="title"
          rules={[
            { required: true, whitespace: true, message: 'Please give the session a title' },
            { max: SESSION_TITLE_MAX, message: `At most ${SESSION_TITLE_MAX} characters` },
          ]}
        >
          <Input autoFocus maxLength={SESSION_TITLE_MAX} placeholder="Live role-play: the intake meeting" />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          extra="Optional. Plain text, shown to the cohort with the session."
          rules={[{ max: SESSION_DESCRIPTION_MAX, message: `At most ${SESSION_DESCRIPTION_MAX} characters` }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={SESSION_DESCRIPTION_MAX} />
        </Form.Item>
        <Flex wrap gap="0 16px">
          <Form.Item
            label="Starts"
            name="startsAt"
            required
            dependencies={['timeZone']}
            style={{ flex: '1 1 220px', minWidth: 0 }}
            extra={<StartPreview startsAt={values.startsAt} timeZone={values.timeZone} yours={yours} />}
            rules={[
              {
                validator: async (_: unknown, value?: string) => {
                  if (!value || !wallTimeToInstant(value, form.getFieldValue('timeZone') ?? yours))
                    throw new Error('Please choose a date and a time');
                },
              },
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            label="Time zone"
            name="timeZone"
            style={{ flex: '1 1 220px', minWidth: 0 }}
            rules={[{ required: true, message: 'Please choose a time zone' }]}
          >
            <Select
              options={zones}
              showSearch={{ filterOption: (input, option) => searchable(String(option?.value ?? '')).includes(searchable(input.trim())) }}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          label="Duration (minutes)"
          name="durationMinutes"
          rules={[
            {
              required: true,
              type: 'integer',
              min: MIN_DURATION,
              max: MAX_DURATION,
              message: `Duration must be from ${MIN_DURATION} to ${MAX_DURATION} minutes`,
            },
          ]}
        >
          <InputNumber min={MIN_DURATION} max={MAX_DURATION} precision={0} step={15} style={{ width: '100%', maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          label="Join link"
          name="joinUrl"
          extra="Zoom, Google Meet, Microsoft Teams or any meeting address. Members see it on the day."
          rules={[
            { required: true, whitespace: true, message: 'Please give the meeting’s address' },
            { pattern: LINK, message: 'Join link must be a web address starting with https:// or http://' },
            { max: SESSION_URL_MAX, message: `At most ${SESSION_URL_MAX} characters` },
          ]}
        >
          <Input inputMode="url" maxLength={SESSION_URL_MAX} placeholder="https://meet.google.com/abc-defg-hij" />
        </Form.Item>
        <Form.Item
          label="Recording link"
          name="recordingUrl"
          extra="Optional: usually added after the session."
          rules={[
            { pattern: LINK, message: 'Recording link must be a web address starting with https:// or http://, or empty' },
            { max: SESSION_URL_MAX, message: `At most ${SESSION_URL_MAX} characters` },
          ]}
        >
          <Input inputMode="url" maxLength={SESSION_URL_MAX} placeholder="https://" />
        </Form.Item>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>Credits for attending</legend>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
            Recorded in a member’s credit ledger when you confirm they attended; withdrawn if you take it back.
          </Typography.Paragraph>
          <CreditsFields values={values} noun="session" message={(field) => (tried ? creditProblems[field] : undefined)} />
        </fieldset>
        {problems.length > 0 ? (
          <Alert type="error" showIcon role="alert" title={problems.join('\n')} style={{ whiteSpace: 'pre-line', marginTop: 16 }} />
        ) : null}
      </Form>
    </Modal>
  );
}
