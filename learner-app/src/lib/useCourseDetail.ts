import { useGetCourseQuery, useGetPublicCourseQuery } from '@academy/api';

/** A course's detail: the public view for visitors, the signed-in view (enrolment, progress) otherwise. */
export function useCourseDetail(id: number | null, signedIn: boolean) {
  const valid = id !== null;
  const publicQuery = useGetPublicCourseQuery({ id: id ?? 0 }, { skip: !valid || signedIn });
  const privateQuery = useGetCourseQuery({ id: id ?? 0 }, { skip: !valid || !signedIn });
  return signedIn ? privateQuery : publicQuery;
}
