import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Card, Flex, Layout, Space, Typography } from 'antd';
import { useGetCourseQuery } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { courseQueryFallback } from '../../components/CourseQueryFallback';
import { PageTabs } from '../../components/PageTabs';
import { AnalyticsPanel } from './AnalyticsPanel';
import { CohortsPanel } from './CohortsPanel';
import { CreditsPanel } from './CreditsPanel';
import { DiscussionsPanel } from './DiscussionsPanel';
import { OutlinePanel } from './OutlinePanel';
import { CourseInstructorsPanel } from '../instructors/CourseInstructorsPanel';
import { SettingsPanel } from './SettingsPanel';
import { StudentsPanel } from './StudentsPanel';

const pageStyle = { width: '100%', maxWidth: 1100, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;

const TABS = ['outline', 'settings', 'instructors', 'credits', 'students', 'cohorts', 'analytics', 'discussions'] as const;

/**
 * /admin/courses/:id/manage — Outline, Settings, Instructors, Credits, Students (default), Cohorts, Analytics
 * and Discussions of one course. `?tab=` opens another tab first (a reported post's course links to its Discussions).
 */
export function CourseManagePage() {
  const courseId = Number(useParams().id);
  const [params] = useSearchParams();
  const firstTab = TABS.find((key) => key === params.get('tab')) ?? 'students';
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useGetCourseQuery({ id: courseId }, { skip: !valid });
  useDocumentTitle(`${course.data?.title ?? 'Course'} · Admin`);

  const fallback = courseQueryFallback(valid, course, pageStyle);
  if (fallback || !course.data) return fallback;

  const data = course.data;
  return (
    <Layout.Content style={pageStyle}>
      <Flex vertical gap={24}>
        <Link to="/admin">Back to Admin</Link>
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography.Title level={1} style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
              {data.title}
            </Typography.Title>
            {data.description && <Typography.Paragraph type="secondary">{data.description}</Typography.Paragraph>}
          </div>
          <Space>
            <Link to={`/courses/${data.id}/learn`}>Preview</Link>
          </Space>
        </Flex>
        <Card>
          <PageTabs
            defaultActiveKey={firstTab}
            items={[
              { key: 'outline', label: 'Outline', children: <OutlinePanel course={data} /> },
              { key: 'settings', label: 'Settings', children: <SettingsPanel course={data} /> },
              { key: 'instructors', label: 'Instructors', children: <CourseInstructorsPanel key={data.id} course={data} /> },
              { key: 'credits', label: 'Credits', children: <CreditsPanel key={data.id} subject={{ kind: 'course', id: data.id }} /> },
              {
                key: 'students',
                label: 'Students',
                children: <StudentsPanel courseId={data.id} forSale={data.isPaid && data.price > 0} />,
              },
              { key: 'cohorts', label: 'Cohorts', children: <CohortsPanel key={data.id} home={{ courseId: data.id }} /> },
              { key: 'analytics', label: 'Analytics', children: <AnalyticsPanel courseId={data.id} /> },
              { key: 'discussions', label: 'Discussions', children: <DiscussionsPanel key={data.id} courseId={data.id} /> },
            ]}
          />
        </Card>
      </Flex>
    </Layout.Content>
  );
}
