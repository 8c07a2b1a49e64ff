import { describe, expect, it } from '@jest/globals';
import type { LessonDto } from '@academy/api';
import { formValuesOf, parseDuration, updateRequestOf } from './lessonForm';

const lesson: LessonDto = {
  canAccessContent: true,
  content: '<p>Body</p>',
  contentUrl: null,
  courseId: 3,
  courseTitle: 'Sourcing',
  description: '<p>About</p>',
  duration: 5,
  hasQuiz: false,
  id: 9,
  isCompleted: false,
  isPreview: false,
  lessonCount: 4,
  moduleId: 2,
  order: 0,
  position: 1,
  title: 'Boolean search',
  type: 'text',
  unlocksAt: null,
  videoId: null,
  videoProvider: null,
};

describe('parseDuration', () => {
  it('reads whole minutes and falls back to 0', () => {
    expect(parseDuration('12')).toBe(12);
    expect(parseDuration(' 7 ')).toBe(7);
    expect(parseDuration('7.9')).toBe(7);
    expect(parseDuration('abc')).toBe(0);
    expect(parseDuration('')).toBe(0);
    expect(parseDuration('-3')).toBe(0);
  });
});

describe('updateRequestOf', () => {
  it('sends the text content of a text lesson and keeps the other fields', () => {
    const values = { ...formValuesOf(lesson), title: '  New title ', content: '<h2>Hi</h2>', duration: 'x' };
    expect(updateRequestOf(lesson, values)).toEqual({
      title: 'New title',
      description: '<p>About</p>',
      type: 'text',
      content: '<h2>Hi</h2>',
      videoProvider: null,
      videoId: null,
      contentUrl: null,
      duration: 5,
      quizQuestions: [],
      isPreview: false,
    });
  });

  it('sends the free preview flag of video and text lessons only', () => {
    expect(updateRequestOf(lesson, { ...formValuesOf(lesson), isPreview: true }).isPreview).toBe(true);
    const quiz: LessonDto = { ...lesson, type: 'quiz', content: null };
    expect(updateRequestOf(quiz, { ...formValuesOf(quiz), isPreview: true })).not.toHaveProperty('isPreview');
    const download: LessonDto = { ...lesson, type: 'download', content: null };
    expect(updateRequestOf(download, { ...formValuesOf(download), isPreview: true })).not.toHaveProperty('isPreview');
  });

  it('parses the duration of a video lesson and empties blank fields to null', () => {
    const video: LessonDto = { ...lesson, type: 'video', videoProvider: 'vimeo', videoId: '123', content: null };
    const values = { ...formValuesOf(video), videoProvider: 'jwplayer' as const, videoId: ' abcd1234 ', duration: 'ten' };
    expect(updateRequestOf(video, values)).toMatchObject({
      type: 'video',
      videoProvider: 'jwplayer',
      videoId: 'abcd1234',
      duration: 0,
      content: null,
    });
  });

  it('sends the download URL of a download lesson', () => {
    const download: LessonDto = { ...lesson, type: 'download', content: null };
    expect(updateRequestOf(download, { ...formValuesOf(download), contentUrl: '' }).contentUrl).toBeNull();
    expect(updateRequestOf(download, { ...formValuesOf(download), contentUrl: '/files/a.pdf' }).contentUrl).toBe('/files/a.pdf');
  });
});
