import { useState } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { InstructorAvatar, InstructorList } from './InstructorList';
import { useListInstructorsQuery, useSetCourseInstructorsMutation, type CourseDetailDto, type InstructorDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { toastError } from '../../lib/api';

/** Moves the item at `index` by `step` places (−1 up, +1 down). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The course editor's Instructors tab: which instructors the course page shows, in order. */
export function CourseInstructorsPanel({ course }: { course: CourseDetailDto }) {
  const instructors = useListInstructorsQuery();
  const [ids, setIds] = useState<number[]>(() => course.instructors.map((instructor) => instructor.id));
  const [save, saving] = useSetCourseInstructorsMutation();
  const byId = new Map<number, InstructorDto>(
    [...course.instructors, ...(instructors.data ?? [])].map((instructor) => [instructor.id, instructor]),
  );
  const chosen = ids.map((id) => byId.get(id)).filter((instructor): instructor is InstructorDto => instructor !== undefined);
  const options = (instructors.data ?? [])
    .filter((instructor) => !ids.includes(instructor.id))
    .map((instructor) => ({
      value: instructor.id,
      label: instructor.title ? `${instructor.name} (${instructor.title})` : instructor.name,
    }));
  const changed = ids.join(',') !== course.instructors.map((instructor) => instructor.id).join(',');

  const onSave = async () => {
    try {
      await save({ id: course.id, courseInstructorsDto: { instructorIds: ids } }).unwrap();
      void showToast({ title: 'Instructors saved!' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        The course page lists these instructors in this order. Add and edit profiles in the admin dashboard&apos;s Instructors tab.
      </Typography.Paragraph>
      <InstructorList empty="No instructors on this course yet." items={chosen}>
        {(instructor, index) => (
          <>
            <Flex gap={12} align="center" style={{ flex: '1 1 180px', minWidth: 0 }}>
              <InstructorAvatar name={instructor.name} photoUrl={instructor.photoUrl} size={32} />
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{instructor.name}</Typography.Text>
            </Flex>
            <Flex gap={4} wrap>
              <Button
                size="small"
                disabled={index === 0}
                onClick={() => setIds(moved(ids, index, -1))}
                aria-label={`Move ${instructor.name} up`}
              >
                Up
              </Button>
              <Button
                size="small"
                disabled={index === chosen.length - 1}
                onClick={() => setIds(moved(ids, index, 1))}
                aria-label={`Move ${instructor.name} down`}
              >
                Down
              </Button>
              <Button
                size="small"
                danger
                onClick={() => setIds(ids.filter((id) => id !== instructor.id))}
                aria-label={`Remove ${instructor.name}`}
              >
                Remove
              </Button>
            </Flex>
          </>
        )}
      </InstructorList>
      <Flex gap={8} wrap align="center">
        <label htmlFor="course-instructor-add">Add an instructor</label>
        <Select<number>
          id="course-instructor-add"
          options={options}
          value={null}
          loading={instructors.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(id) => setIds([...ids, id])}
          style={{ flex: '1 1 220px', minWidth: 0, maxWidth: 420 }}
          notFoundContent={instructors.isLoading ? 'Loading…' : 'No other instructors'}
        />
        <Button type="primary" onClick={() => void onSave()} loading={saving.isLoading} disabled={!changed}>
          Save Instructors
        </Button>
      </Flex>
    </Flex>
  );
}
