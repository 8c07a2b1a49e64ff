import type { ReactNode } from 'react';
import { Skeleton, Typography } from 'antd';
import type { InstructorDto } from '@academy/api';

const itemStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
} as const;

/** Instructors as a list of rows that wrap on a phone (their actions stay visible, nothing scrolls sideways). */
export function InstructorList({
  items,
  loading = false,
  empty,
  children,
}: {
  items: readonly InstructorDto[] | undefined;
  loading?: boolean;
  empty: string;
  children: (instructor: InstructorDto, index: number) => ReactNode;
}) {
  if (loading) return <Skeleton active />;
  if (!items || items.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((instructor, index) => (
        <li key={instructor.id} style={itemStyle}>
          {children(instructor, index)}
        </li>
      ))}
    </ul>
  );
}

/** The first letters of the first and last names. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => part[0]!.toUpperCase()).join('');
}

/** An instructor's round photo, or their initials on a tint; decorative beside the name (or named as a preview). */
export function InstructorAvatar({
  name,
  photoUrl,
  size,
  alt = '',
}: {
  name: string;
  photoUrl: string | null;
  size: number;
  alt?: string;
}) {
  const style = { width: size, height: size, flex: 'none', borderRadius: '50%' } as const;
  if (photoUrl) return <img src={photoUrl} alt={alt} width={size} height={size} style={{ ...style, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden="true"
      style={{
        ...style,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 600,
        fontSize: size / 2.6,
        color: '#1e3a8a',
        background: '#dbeafe',
      }}
    >
      {initials(name)}
    </span>
  );
}
