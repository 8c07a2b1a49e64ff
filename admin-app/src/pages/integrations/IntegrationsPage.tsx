import { Link } from 'react-router-dom';
import { Card, Flex, Layout, Typography } from 'antd';
import { useDocumentTitle } from '@academy/ui';
import { PageTabs } from '../../components/PageTabs';
import { AcademySsoTab } from '../sso/AcademySsoTab';
import { ApiTokensTab } from './ApiTokensTab';
import { ExportsTab } from './ExportsTab';
import { WebhooksTab } from './WebhooksTab';

const pageStyle = { width: '100%', maxWidth: 1200, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;

const tabs = [
  { key: 'api-tokens', label: 'API tokens', children: <ApiTokensTab /> },
  { key: 'webhooks', label: 'Webhooks', children: <WebhooksTab /> },
  { key: 'exports', label: 'Exports', children: <ExportsTab /> },
  { key: 'sso', label: 'Single sign-on', children: <AcademySsoTab /> },
];

/** /admin/integrations: what outside tools (an ATS, a CRM, a spreadsheet) use to work with the academy's data. */
export function IntegrationsPage() {
  useDocumentTitle('Integrations · Admin');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={pageStyle}>
        <Flex vertical gap={24}>
          <Link to="/admin">Back to Admin</Link>
          <div>
            <Typography.Title level={1} style={{ marginBottom: 4 }}>
              Integrations
            </Typography.Title>
            <Typography.Text type="secondary">
              Connect the tools your academy already runs: API tokens, webhooks, exports and employers' single sign-on. The API is described
              at{' '}
              <a href="/api/docs" target="_blank" rel="noreferrer">
                /api/docs
              </a>
              .
            </Typography.Text>
          </div>
          <Card>
            <PageTabs defaultActiveKey="api-tokens" items={tabs} destroyOnHidden />
          </Card>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
