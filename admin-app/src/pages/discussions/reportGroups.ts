import type { PostReportDto } from '@academy/api/admin';

/** One reported post with its open reports (the API lists reports one by one, newest first). */
export interface ReportedPost {
  postId: number;
  /** The newest report's copy of the post, its thread and course. */
  post: PostReportDto;
  reports: PostReportDto[];
}

/** The reports of a page gathered by post, in the order of each post's newest report. */
export function groupReports(reports: readonly PostReportDto[]): ReportedPost[] {
  const byPost = new Map<number, ReportedPost>();
  for (const report of reports) {
    const group = byPost.get(report.postId);
    if (group) group.reports.push(report);
    else byPost.set(report.postId, { postId: report.postId, post: report, reports: [report] });
  }
  return [...byPost.values()];
}
