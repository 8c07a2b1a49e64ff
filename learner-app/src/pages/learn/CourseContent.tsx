import type { LessonOutlineDto, ModuleOutlineDto } from '@academy/api';
import { CheckIcon, LESSON_TYPE_LABELS, LessonTypeIcon, LockIcon } from '../../components/icons';
import { unlockDate } from '../../lib/cohorts';
import { wholeMinutes } from '../../lib/format';
import type { ModuleLocks } from './outline';
import '../../components/ui.css';

interface CourseContentProps {
  modules: ModuleOutlineDto[];
  selectedLessonId: number | null;
  isExpanded: (moduleId: number) => boolean;
  onToggleModule: (moduleId: number) => void;
  onSelectLesson: (lesson: LessonOutlineDto) => void;
  /** Drip modules not open yet: 'Unlocks on …', their lessons listed but not selectable. */
  locks: ModuleLocks;
}

function LessonItemContent({ lesson }: { lesson: LessonOutlineDto }) {
  return (
    <>
      <span className="lp-outline-item__icon">
        <LessonTypeIcon type={lesson.type} />
        <span className="lr-visually-hidden">{LESSON_TYPE_LABELS[lesson.type] ?? 'Lesson'}: </span>
      </span>
      <span className="lp-outline-item__title">{lesson.title}</span>
      {lesson.duration > 0 ? <span className="ln-lesson__duration">{wholeMinutes(lesson.duration)}</span> : null}
    </>
  );
}

/** The 'Course Content' sidebar: numbered, collapsible modules and their lessons; a locked module says when it opens. */
export function CourseContent({ modules, selectedLessonId, isExpanded, onToggleModule, onSelectLesson, locks }: CourseContentProps) {
  return (
    <nav className="ln-sidebar" aria-labelledby="ln-course-content">
      <h2 id="ln-course-content" className="ln-sidebar__title">
        Course Content
      </h2>
      {modules.length === 0 ? (
        <p className="ln-sidebar__empty">This course has no lessons yet.</p>
      ) : (
        <ol className="ln-modules">
          {modules.map((module, index) => {
            const expanded = isExpanded(module.id);
            const listId = `ln-module-${module.id}-lessons`;
            const unlocksAt = locks.get(module.id);
            return (
              <li key={module.id} className="ln-module">
                <h3 className="ln-module__heading">
                  <button
                    type="button"
                    className="ln-module__toggle"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => onToggleModule(module.id)}
                  >
                    <span className="ln-module__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="ln-module__text">
                      <span className="lr-visually-hidden">Module {index + 1}: </span>
                      <span className="ln-module__title">{module.title}</span>
                      {module.description ? <span className="ln-module__description">{module.description}</span> : null}
                      {unlocksAt ? (
                        <span className="ln-module__unlock">
                          <LockIcon size={14} />
                          Unlocks on <time dateTime={unlocksAt}>{unlockDate(unlocksAt)}</time>
                        </span>
                      ) : null}
                    </span>
                    <svg
                      className="ln-module__chevron"
                      viewBox="0 0 24 24"
                      width="18"
                      height="18"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path d="M6 9l6 6 6-6" />
                    </svg>
                  </button>
                </h3>
                <ul id={listId} className="ln-lessons" hidden={!expanded}>
                  {module.lessons.length === 0 ? <li className="ln-lessons__empty">No lessons in this module yet.</li> : null}
                  {module.lessons.map((lesson) => {
                    if (unlocksAt) {
                      return (
                        <li key={lesson.id}>
                          <span className="lp-outline-item ln-lesson lp-outline-item--locked">
                            <LessonItemContent lesson={lesson} />
                            <span className="lp-outline-item__lock">
                              <LockIcon />
                              <span className="lr-visually-hidden">Locked</span>
                            </span>
                          </span>
                        </li>
                      );
                    }
                    const selected = lesson.id === selectedLessonId;
                    return (
                      <li key={lesson.id}>
                        <button
                          type="button"
                          className={`lp-outline-item ln-lesson${selected ? ' lp-outline-item--current' : ''}`}
                          aria-current={selected ? 'true' : undefined}
                          onClick={() => onSelectLesson(lesson)}
                        >
                          <LessonItemContent lesson={lesson} />
                          {lesson.isCompleted ? (
                            <span className="lp-outline-item__done">
                              <CheckIcon />
                              <span className="lr-visually-hidden">Completed</span>
                            </span>
                          ) : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
