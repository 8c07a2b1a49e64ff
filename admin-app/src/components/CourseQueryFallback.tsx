import type { CSSProperties, ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Layout, Skeleton, Typography } from 'antd';
import { errorMessage } from '@academy/api';

/**
 * What a course page shows before it has its course: 'Course not found' (bad id or 404), an error,
 * or a skeleton while loading. Null once the course is there.
 */
export function courseQueryFallback(
  valid: boolean,
  course: { isError: boolean; error?: unknown; data?: unknown },
  style: CSSProperties,
): ReactElement | null {
  if (!valid || (course.isError && (course.error as { status?: unknown } | undefined)?.status === 404)) {
    return (
      <Layout.Content style={style}>
        <Typography.Title level={1}>Course not found</Typography.Title>
        <Link to="/admin">Back to Admin</Link>
      </Layout.Content>
    );
  }
  if (course.isError) {
    return (
      <Layout.Content style={style}>
        <Alert type="error" title="Error loading course" description={errorMessage(course.error, 'Please try again later.')} />
      </Layout.Content>
    );
  }
  if (!course.data) {
    return (
      <Layout.Content style={style}>
        <Skeleton active />
      </Layout.Content>
    );
  }
  return null;
}
