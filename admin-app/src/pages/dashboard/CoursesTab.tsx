import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useDeleteCourseMutation, type CourseListItemDto, type UserDto } from '@academy/api';
import { ACCESS_LEVEL_LABELS, configuredPriceLabel, formatDate } from '@academy/ui';
import { RowActions } from '../../components/RowActions';
import { useConfirmDelete } from '../../lib/api';
import { srOnly } from '../../lib/format';
import { CreateCourseDialog } from './CreateCourseDialog';
import { GrantAccessDialog } from './GrantAccessDialog';

interface Props {
  courses: CourseListItemDto[] | undefined;
  loading: boolean;
  users: UserDto[];
}

/** Courses tab of /admin: the table, the create dialog, grant access and delete. */
export function CoursesTab({ courses, loading, users }: Props) {
  const confirmDeletion = useConfirmDelete();
  const [creating, setCreating] = useState(false);
  const [granting, setGranting] = useState<CourseListItemDto | null>(null);
  const [deleteCourse] = useDeleteCourseMutation();

  const confirmDelete = (course: CourseListItemDto) =>
    confirmDeletion({
      title: 'Delete course',
      question: `Are you sure you want to delete "${course.title}"?`,
      remove: () => deleteCourse({ id: course.id }).unwrap(),
      success: 'Course deleted',
    });

  const columns: TableColumnsType<CourseListItemDto> = [
    {
      title: 'Title',
      dataIndex: 'title',
      render: (title: string, course) => <Link to={`/admin/courses/${course.id}/manage`}>{title}</Link>,
    },
    {
      title: 'Access Level',
      dataIndex: 'accessLevel',
      render: (level: CourseListItemDto['accessLevel']) => <Tag>{ACCESS_LEVEL_LABELS[level]}</Tag>,
    },
    { title: 'Price', key: 'price', render: (_, course) => configuredPriceLabel(course) },
    { title: 'Lessons', dataIndex: 'lessonCount' },
    { title: 'Created', dataIndex: 'createdAt', render: (createdAt: string) => formatDate(createdAt) },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      width: 56,
      render: (_, course) => (
        <RowActions
          name={course.title}
          actions={[
            { key: 'manage', label: <Link to={`/admin/courses/${course.id}/manage`}>Manage</Link> },
            { key: 'structure', label: <Link to={`/admin/courses/${course.id}`}>Edit Structure</Link> },
            { key: 'grant', label: 'Grant Access', onClick: () => setGranting(course) },
            { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(course) },
          ]}
        />
      ),
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
      <Table<CourseListItemDto>
        caption={<span style={srOnly}>Courses</span>}
        rowKey="id"
        columns={columns}
        dataSource={courses}
        loading={loading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: 'No courses yet.' }}
      />
      <CreateCourseDialog open={creating} onClose={() => setCreating(false)} />
      <GrantAccessDialog course={granting} users={users} onClose={() => setGranting(null)} />
    </Flex>
  );
}
