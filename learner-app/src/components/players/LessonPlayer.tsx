import type { LessonDto } from '@academy/api';
import { DownloadPlayer } from './DownloadPlayer';
import { NoContent } from './NoContent';
import { Prose } from './Prose';
import { VideoPlayer } from './VideoPlayer';
import './players.css';

export type PlayableLesson = Pick<LessonDto, 'title' | 'type' | 'videoProvider' | 'videoId' | 'content' | 'contentUrl'>;

/** The lesson's content by type: video iframe, text HTML or download link. A quiz lesson shows its quiz instead (QuizSection), a practice lesson its conversation (PracticeSection). */
export function LessonPlayer({ lesson }: { lesson: PlayableLesson }) {
  switch (lesson.type) {
    case 'video':
      return <VideoPlayer title={lesson.title} provider={lesson.videoProvider} videoId={lesson.videoId} />;
    case 'text':
      return lesson.content?.trim() ? <Prose html={lesson.content} className="lp-prose--content" /> : <NoContent />;
    case 'download':
      return <DownloadPlayer contentUrl={lesson.contentUrl} />;
    default:
      return <NoContent />;
  }
}
