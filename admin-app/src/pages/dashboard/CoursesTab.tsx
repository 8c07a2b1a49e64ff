import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Flex, Tag, Typography } from 'antd';
import { useDeleteCourseMutation } from '@academy/api';
import { useSearchCoursesQuery, type AdminCourseRowDto, type SearchCoursesApiArg } from '@academy/api/admin';
import { ACCESS_LEVEL_LABELS, configuredPriceLabel, formatDate } from '@academy/ui';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { RowActions } from '../../components/RowActions';
import { useConfirmDelete } from '../../lib/api';
import { ACCESS_LEVEL_OPTIONS } from '../../lib/format';
import { queryArgs, useTableState } from '../../lib/tableState';
import { CreateCourseDialog } from './CreateCourseDialog';
import { COURSES_TABLE, PRICING_OPTIONS, type CourseFilter, type CourseSort } from './dashboardQueries';
import { GrantAccessDialog } from './GrantAccessDialog';

/**
 * Courses tab of /admin: the table (searched, filtered, sorted and paged on the server), with
 * editing the structure one click away on every row; the create dialog, grant access and delete.
 */
export function CoursesTab() {
  const confirmDeletion = useConfirmDelete();
  const [creating, setCreating] = useState(false);
  const [granting, setGranting] = useState<AdminCourseRowDto | null>(null);
  const [deleteCourse] = useDeleteCourseMutation();
  const [state, update] = useTableState(COURSES_TABLE);
  const page = useSearchCoursesQuery(queryArgs(state) as SearchCoursesApiArg);

  const confirmDelete = (course: AdminCourseRowDto) =>
    confirmDeletion({
      title: 'Delete course',
      question: `Are you sure you want to delete "${course.title}"?`,
      remove: () => deleteCourse({ id: course.id }).unwrap(),
      success: 'Course deleted',
    });

  const columns: DataColumn<AdminCourseRowDto>[] = [
    {
      key: 'title',
      title: 'Title',
      sort: 'title',
      sortLabels: ['A–Z', 'Z–A'],
      primary: true,
      render: (course) => <Link to={`/admin/courses/${course.id}/manage`}>{course.title}</Link>,
    },
    {
      key: 'accessLevel',
      title: 'Access Level',
      sort: 'accessLevel',
      sortLabels: ['A–Z', 'Z–A'],
      render: (course) => <Tag>{ACCESS_LEVEL_LABELS[course.accessLevel]}</Tag>,
    },
    { key: 'price', title: 'Price', sort: 'price', sortLabels: ['lowest first', 'highest first'], render: configuredPriceLabel },
    {
      key: 'lessons',
      title: 'Lessons',
      sort: 'lessonCount',
      sortLabels: ['fewest first', 'most first'],
      render: (course) => course.lessonCount,
    },
    {
      key: 'students',
      title: 'Students',
      sort: 'enrolledCount',
      sortLabels: ['fewest first', 'most first'],
      render: (course) => course.enrolledCount,
    },
    {
      key: 'created',
      title: 'Created',
      sort: 'createdAt',
      sortLabels: ['oldest first', 'newest first'],
      render: (course) => formatDate(course.createdAt),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Courses
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          Create Course
        </Button>
      </Flex>
      <DataTable<AdminCourseRowDto, CourseFilter, CourseSort>
        label="Courses"
        noun={['course', 'courses']}
        rowKey={(course) => course.id}
        columns={columns}
        rows={page.data?.items}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        state={state}
        update={update}
        defaultSort={{ sort: 'createdAt', order: 'desc' }}
        searchLabel="Search courses by title"
        filters={[
          { name: 'accessLevel', label: 'Access Level', options: ACCESS_LEVEL_OPTIONS },
          { name: 'pricing', label: 'Pricing', options: PRICING_OPTIONS },
        ]}
        emptyText={state.q || Object.keys(state.filters).length > 0 ? 'No courses match.' : 'No courses yet.'}
        actions={(course) => (
          <>
            <Link to={`/admin/courses/${course.id}`} className="row-link-action" aria-label={`Edit structure of ${course.title}`}>
              Edit structure
            </Link>
            <RowActions
              name={course.title}
              actions={[
                { key: 'manage', label: <Link to={`/admin/courses/${course.id}/manage`}>Manage</Link> },
                { key: 'structure', label: <Link to={`/admin/courses/${course.id}`}>Edit Structure</Link> },
                { key: 'grant', label: 'Grant Access', onClick: () => setGranting(course) },
                { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(course) },
              ]}
            />
          </>
        )}
      />
      <CreateCourseDialog open={creating} onClose={() => setCreating(false)} />
      <GrantAccessDialog course={granting} onClose={() => setGranting(null)} />
    </Flex>
  );
}
