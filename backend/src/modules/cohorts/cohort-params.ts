import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';

/** The cohorts' path ids: an id no row can have is the route's own 404 before any query. */
export const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
export const pathId = () => new ParseRowIdPipe(ErrorCode.PATH_NOT_FOUND, 'Path not found');
export const cohortId = () => new ParseRowIdPipe(ErrorCode.COHORT_NOT_FOUND, 'Cohort not found');
export const sessionId = () => new ParseRowIdPipe(ErrorCode.SESSION_NOT_FOUND, 'Session not found');
export const userId = () => new ParseRowIdPipe(ErrorCode.USER_NOT_FOUND, 'User not found');
export const teamId = () => new ParseRowIdPipe(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
export const seatId = () => new ParseRowIdPipe(ErrorCode.TEAM_SEAT_NOT_FOUND, 'Seat not found');
