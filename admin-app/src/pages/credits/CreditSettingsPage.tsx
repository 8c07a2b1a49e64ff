import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Col, Flex, InputNumber, Layout, Row, Typography } from 'antd';
import { type CertificationRequirementDto } from '@academy/api';
import { useGetCreditSettingsQuery, useUpdateCreditSettingsMutation, type CreditSettingsDto } from '@academy/api/admin';
import { showToast, useDocumentTitle } from '@academy/ui';
import { toastError } from '../../lib/api';
import { requirementProblem, requirementRow, requirementInput, type RequirementRow } from '../../lib/creditSettings';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

const pageStyle = { width: '100%', maxWidth: 1100, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;
const creditInput = { min: 0, max: 1000, step: 1, precision: 2, style: { width: '100%' } } as const;

function RequirementCard({
  row,
  requirement,
  onChange,
  problem,
}: {
  row: RequirementRow;
  requirement: CertificationRequirementDto;
  onChange: (change: Partial<RequirementRow>) => void;
  problem: string | null;
}) {
  const id = `requirement-${requirement.certification}`;
  const hrci = requirement.body === 'hrci';
  return (
    <Card size="small" title={<span id={`${id}-title`}>{requirement.label}</span>} role="region" aria-labelledby={`${id}-title`}>
      <Row gutter={[12, 8]}>
        <Col xs={24} sm={12}>
          <label htmlFor={`${id}-total`}>Credits per cycle</label>
          <InputNumber
            id={`${id}-total`}
            {...creditInput}
            value={row.total}
            placeholder="No requirement"
            onChange={(total) => onChange({ total })}
          />
        </Col>
        <Col xs={24} sm={12}>
          <label htmlFor={`${id}-years`}>Cycle length (years)</label>
          <InputNumber
            id={`${id}-years`}
            min={1}
            max={10}
            precision={0}
            style={{ width: '100%' }}
            value={row.cycleYears}
            onChange={(cycleYears) => onChange({ cycleYears })}
          />
        </Col>
        {hrci
          ? (['ethics', 'business', 'global'] as const).map((category) => (
              <Col key={category} xs={24} sm={8}>
                <label htmlFor={`${id}-${category}`}>Of which {category}, at least</label>
                <InputNumber
                  id={`${id}-${category}`}
                  {...creditInput}
                  value={row[category]}
                  onChange={(value) => onChange({ [category]: value ?? 0 })}
                />
              </Col>
            ))
          : null}
      </Row>
      {problem ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {problem}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

function SettingsEditor({ saved }: { saved: CreditSettingsDto }) {
  const [rows, setRows] = useState<RequirementRow[]>(() => saved.requirements.map(requirementRow));
  const [retention, setRetention] = useState<number | null>(saved.recordRetentionYears);
  const [tried, setTried] = useState(false);
  const [update, { isLoading }] = useUpdateCreditSettingsMutation();
  const problems = rows.map((row, index) => requirementProblem(row, saved.requirements[index]));
  const retentionProblem =
    retention === null || !Number.isInteger(retention) || retention < 1 || retention > 50
      ? 'Keep provider records for 1 to 50 whole years'
      : null;

  const save = async () => {
    setTried(true);
    if (problems.some(Boolean) || retentionProblem) return;
    try {
      await update({
        updateCreditSettingsDto: { requirements: rows.map(requirementInput), recordRetentionYears: retention! },
      }).unwrap();
      void showToast({ title: 'Credit settings saved', description: 'Learners’ progress follows the new requirements at once.' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {rows.map((row, index) => (
          <Col key={row.certification} xs={24} lg={12}>
            <RequirementCard
              row={row}
              requirement={saved.requirements[index]}
              problem={tried ? problems[index] : null}
              onChange={(change) => setRows((current) => current.map((other, at) => (at === index ? { ...other, ...change } : other)))}
            />
          </Col>
        ))}
      </Row>
      <Card size="small" title="Provider records">
        <Flex vertical gap={4}>
          <label htmlFor="record-retention">Keep the records of deleted accounts for (years)</label>
          <InputNumber
            id="record-retention"
            min={1}
            max={50}
            precision={0}
            value={retention}
            onChange={setRetention}
            style={{ width: 160 }}
          />
          <Typography.Text type="secondary">
            Who earned which credits stays in the provider records this long after the credits were earned, even once the learner deletes
            their account; then the daily clean-up drops their name and address. Export the records from the Exports tab of{' '}
            <Link to="/admin/integrations" style={{ textDecoration: 'underline' }}>
              Integrations
            </Link>
            .
          </Typography.Text>
          {tried && retentionProblem ? (
            <Typography.Text type="danger" role="alert">
              {retentionProblem}
            </Typography.Text>
          ) : null}
        </Flex>
      </Card>
      <div>
        <Button type="primary" onClick={() => void save()} loading={isLoading}>
          Save settings
        </Button>
      </div>
    </Flex>
  );
}

/** /admin/credits: what each certification requires per cycle (the bodies' figures to start with), and how long provider records are kept. */
export function CreditSettingsPage() {
  useDocumentTitle('Credits · Admin');
  const settings = useGetCreditSettingsQuery();
  return (
    <Layout.Content style={pageStyle}>
      <Flex vertical gap={24}>
        <Link to="/admin">Back to Admin</Link>
        <div>
          <Typography.Title level={1} style={{ marginBottom: 4 }}>
            Continuing-education credits
          </Typography.Title>
          <Typography.Text type="secondary">
            The credits each certification needs per cycle, which learners’ progress and reminders on My credits count toward. They start at
            the bodies’ published figures; leave the total empty for no requirement.
          </Typography.Text>
        </div>
        {settings.isError ? (
          <LoadFailedAlert
            query={settings}
            fallback="The settings could not be loaded. Please try again."
            title="Error loading the credit settings"
          />
        ) : settings.data ? (
          <SettingsEditor key={JSON.stringify(settings.data)} saved={settings.data} />
        ) : (
          <Typography.Text type="secondary">Loading settings…</Typography.Text>
        )}
      </Flex>
    </Layout.Content>
  );
}
