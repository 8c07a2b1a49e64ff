import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Layout, Statistic, Typography } from 'antd';
import { errorMessage } from '@academy/api';
import { useSearchCoursesQuery, useSearchDownloadsQuery, useSearchUsersQuery } from '@academy/api/admin';
import { useDocumentTitle } from '@academy/ui';
import { PageTabs } from '../components/PageTabs';
import { AnalyticsTab } from './dashboard/AnalyticsTab';
import { CouponsTab } from './dashboard/CouponsTab';
import { CoursesTab } from './dashboard/CoursesTab';
import { DownloadsTab } from './dashboard/DownloadsTab';
import { InstructorsTab } from './instructors/InstructorsTab';
import { TeamsTab } from './dashboard/TeamsTab';
import { UsersTab } from './dashboard/UsersTab';
import { VideoPlatformsTab } from './dashboard/VideoPlatformsTab';
import { openTab, SUMMARY } from './dashboard/dashboardQueries';

// No @ant-design/icons here on purpose: it is a shared singleton, and shared
// modules are not tree-shaken, so the first icon imported from it costs the whole
// package (~185 kB gzip measured) on /admin.

/** Shown while a count is loading: never a made-up number. */
const NO_VALUE = '—';

const pageStyle = { width: '100%', maxWidth: 1200, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;

/** /admin: summary cards and the management tabs. */
export function AdminDashboard() {
  useDocumentTitle('Admin');
  // The totals only: each table reads its own pages.
  const users = useSearchUsersQuery(SUMMARY);
  const courses = useSearchCoursesQuery(SUMMARY);
  const downloads = useSearchDownloadsQuery(SUMMARY);
  // The open tab is in the address, like each table's search and page: a reload or Back keeps it.
  const [params, setParams] = useSearchParams();
  const tab = openTab(params);

  const failed = [users, courses, downloads].find((query) => query.isError);
  if (failed) {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Content style={pageStyle}>
          <Alert
            type="error"
            showIcon
            title="Error Loading Admin Dashboard"
            description={errorMessage(failed.error, 'The admin data could not be loaded. Please try again.')}
            action={
              <Button
                onClick={() => {
                  void users.refetch();
                  void courses.refetch();
                  void downloads.refetch();
                }}
              >
                Try Again
              </Button>
            }
          />
        </Layout.Content>
      </Layout>
    );
  }

  const summary = [
    { key: 'users', title: 'Total Users', value: users.data?.total ?? NO_VALUE },
    { key: 'courses', title: 'Total Courses', value: courses.data?.total ?? NO_VALUE },
    { key: 'downloads', title: 'Downloads', value: downloads.data?.total ?? NO_VALUE },
    { key: 'status', title: 'System Status', value: 'Active', valueColor: '#16a34a' },
  ];

  const tabs = [
    {
      key: 'courses',
      label: 'Courses',
      children: <CoursesTab />,
    },
    { key: 'video-platforms', label: 'Video Platforms', children: <VideoPlatformsTab /> },
    { key: 'users', label: 'Users', children: <UsersTab /> },
    { key: 'downloads', label: 'Downloads', children: <DownloadsTab /> },
    { key: 'instructors', label: 'Instructors', children: <InstructorsTab /> },
    { key: 'teams', label: 'Teams', children: <TeamsTab /> },
    { key: 'coupons', label: 'Coupons', children: <CouponsTab /> },
    { key: 'analytics', label: 'Analytics', children: <AnalyticsTab /> },
  ];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={pageStyle}>
        <Flex vertical gap={24}>
          <Flex justify="space-between" align="flex-start" wrap gap={16}>
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography.Title level={1} style={{ marginBottom: 4 }}>
                Admin Dashboard
              </Typography.Title>
              <Typography.Text type="secondary">Manage courses, users, downloads and video platforms.</Typography.Text>
            </div>
            <Link to="/admin/integrations">Integrations: API tokens, webhooks, exports</Link>
            <Link to="/admin/reviews">Reviews and review settings</Link>
            <Link to="/admin/discussions">Discussions: reported posts</Link>
            <Link to="/admin/candidate-pools">Candidate pools for sourcing exercises</Link>
            <Link to="/admin/paths">Learning paths</Link>
            <Link to="/admin/credits">Continuing-education credits: requirements and records</Link>
          </Flex>

          <div className="admin-summary-grid">
            {summary.map((card) => (
              <Card key={card.key}>
                <Statistic
                  title={card.title}
                  value={card.value}
                  styles={card.valueColor ? { content: { color: card.valueColor } } : undefined}
                />
              </Card>
            ))}
          </div>

          <Card>
            <PageTabs
              activeKey={tab}
              items={tabs}
              onChange={(key) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  if (key === 'courses') next.delete('tab');
                  else next.set('tab', key);
                  return next;
                })
              }
            />
          </Card>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
