import { Link } from 'react-router-dom';
import { useGetLatestQuestionsQuery } from '@academy/api';
import { communityPath, threadPath } from '../../lib/discussions';
import '../../components/discussions/discussions.css';

/** 'Latest questions' of a course, for its enrolled learners: the five newest, each to its thread, and the way to the community. */
export function LatestQuestions({ courseId }: { courseId: number }) {
  const { data: questions, error } = useGetLatestQuestionsQuery({ id: courseId });
  // Not a member after all (or the list failed): the course page goes on without it.
  if (error) return null;
  return (
    <section className="cs-panel" aria-labelledby="cs-latest-questions">
      <h2 id="cs-latest-questions" className="cs-section-title">
        Latest questions
      </h2>
      {questions && questions.length > 0 ? (
        <ul className="dc-latest">
          {questions.map((question) => (
            <li key={question.id}>
              <Link to={threadPath(courseId, question.id)}>{question.title}</Link>
              {question.isAnswered ? <span className="dc-badge dc-badge--answered">Answered</span> : null}
              {question.lessonTitle ? <span className="dc-muted">{question.lessonTitle}</span> : null}
            </li>
          ))}
        </ul>
      ) : questions ? (
        <p className="dc-muted dc-latest">No questions yet: ask one on any lesson, or in the community.</p>
      ) : null}
      <Link to={communityPath(courseId)} className="cc-btn cc-btn--secondary">
        Open the community
      </Link>
    </section>
  );
}
