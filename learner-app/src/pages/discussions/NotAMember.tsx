import { Link } from 'react-router-dom';
import '../../components/course-card.css';

/** A viewer who is neither enrolled in the course nor an admin (403 DISCUSSION_NOT_ENROLLED). */
export function NotAMember({ courseId }: { courseId: number }) {
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">Enroll to join the discussions</h1>
          <p className="cc-state__text">
            Only the course&apos;s learners take part in its questions and community. Enroll in the course to join in.
          </p>
          <Link to={`/courses/${courseId}`} className="cc-btn cc-btn--primary">
            View Course
          </Link>
        </div>
      </div>
    </main>
  );
}
