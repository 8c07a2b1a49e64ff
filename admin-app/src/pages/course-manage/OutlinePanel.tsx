import { Link } from 'react-router-dom';
import { Badge, Card, Flex, List, Space, Tag, Typography } from 'antd';
import type { CourseDetailDto } from '@academy/api';
import { dripLabel, LESSON_TYPE_LABELS } from '../../lib/format';

const byOrder = <T extends { order: number; id: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order || a.id - b.id);

/** Outline tab: modules (with their drip, "Opens day 7") and lessons, read-only, with a link to the structure editor. */
export function OutlinePanel({ course }: { course: CourseDetailDto }) {
  const modules = byOrder(course.modules);
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Link to={`/admin/courses/${course.id}`}>Edit Course Structure</Link>
      </Flex>
      {modules.length === 0 && (
        <Typography.Paragraph type="secondary">
          No modules created yet. Click "Edit Course Structure" to add modules and lessons.
        </Typography.Paragraph>
      )}
      {modules.map((module, index) => {
        const lessons = byOrder(module.lessons);
        return (
          <Card
            key={module.id}
            size="small"
            title={
              <Space wrap>
                <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                  Module {index + 1}: {module.title}
                </Typography.Title>
                <Badge
                  count={`${lessons.length} ${lessons.length === 1 ? 'lesson' : 'lessons'}`}
                  color="#64748b"
                  aria-label={`${lessons.length} lessons`}
                />
                {module.unlockAfterDays !== null ? <Tag color="blue">{dripLabel(module.unlockAfterDays)}</Tag> : null}
              </Space>
            }
          >
            {module.description && <Typography.Paragraph type="secondary">{module.description}</Typography.Paragraph>}
            <List
              size="small"
              aria-label={`Lessons of module ${index + 1}`}
              locale={{ emptyText: 'No lessons yet.' }}
              dataSource={lessons}
              renderItem={(lesson, lessonIndex) => (
                <List.Item key={lesson.id}>
                  <Space wrap>
                    <Typography.Text type="secondary">{lessonIndex + 1}.</Typography.Text>
                    <Typography.Text>{lesson.title}</Typography.Text>
                    <Tag>{LESSON_TYPE_LABELS[lesson.type]}</Tag>
                    <Typography.Text type="secondary">{lesson.duration} min</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        );
      })}
    </Flex>
  );
}
