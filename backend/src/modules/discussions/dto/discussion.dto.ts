import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../common/page-query.dto.js';
import { trimmed } from '../../../common/transforms.js';
import { DISCUSSION_EMAIL_MODES, type DiscussionEmailMode } from '../entities/discussion-email-setting.entity.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../entities/discussion-notification.entity.js';
import { MODERATION_REASON_MAX, POST_BODY_MAX } from '../entities/discussion-post.entity.js';
import { THREAD_KINDS, THREAD_TITLE_MAX, type ThreadKind } from '../entities/discussion-thread.entity.js';

/** The longest search, in characters. */
export const SEARCH_MAX = 200;
const TITLE = `Please give your post a title of at most ${THREAD_TITLE_MAX} characters`;
const BODY = `Please write your post (at most ${POST_BODY_MAX} characters)`;
const REASON = `Please give a reason of at most ${MODERATION_REASON_MAX} characters`;
const ID = 'must be a whole number';
/** A title is one line: line breaks and tabs become spaces. */
const oneLine = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value);

export class ThreadListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    maxLength: SEARCH_MAX,
    description: "Search words over the titles and posts of the course's discussions (its lessons' Q&A and its community space)",
    example: 'phone screen',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: `q must be at most ${SEARCH_MAX} characters` })
  @MaxLength(SEARCH_MAX, { message: `q must be at most ${SEARCH_MAX} characters` })
  q?: string;
}

/** A new thread: its title and opening post. */
export class CreateThreadDto {
  @ApiPropertyOptional({
    enum: THREAD_KINDS,
    default: 'discussion',
    description: "In a course's community space: a question (it can be marked answered) or a discussion. A lesson's threads are questions.",
  })
  @IsOptional()
  @IsIn(THREAD_KINDS, { message: `kind must be one of: ${THREAD_KINDS.join(', ')}` })
  kind?: ThreadKind;

  @ApiProperty({ minLength: 1, maxLength: THREAD_TITLE_MAX, example: 'How do you score a phone screen?' })
  @Transform(oneLine)
  @IsString({ message: TITLE })
  @MinLength(1, { message: TITLE })
  @MaxLength(THREAD_TITLE_MAX, { message: TITLE })
  title!: string;

  @ApiProperty({
    maxLength: POST_BODY_MAX,
    description: 'Rich text (HTML): sanitised like lessons; links open in a new tab with rel="nofollow ugc noopener"',
    example: '<p>Which criteria do you use?</p>',
  })
  @IsString({ message: BODY })
  @MinLength(1, { message: BODY })
  @MaxLength(POST_BODY_MAX, { message: BODY })
  body!: string;
}

export class PostBodyDto {
  @ApiProperty({ maxLength: POST_BODY_MAX, description: 'Rich text (HTML), sanitised like lessons', example: '<p>Thanks, that helps.</p>' })
  @IsString({ message: BODY })
  @MinLength(1, { message: BODY })
  @MaxLength(POST_BODY_MAX, { message: BODY })
  body!: string;
}

export class ReplyDto extends PostBodyDto {
  @ApiPropertyOptional({
    description:
      "The post replied to (the opening post when left out). A reply to a reply joins its parent's replies: they go one level deep.",
    example: 12,
  })
  @IsOptional()
  @IsInt({ message: `parentId ${ID}` })
  @Min(1, { message: `parentId ${ID}` })
  @Max(2_147_483_647, { message: `parentId ${ID}` })
  parentId?: number;
}

export class ReasonDto {
  @ApiProperty({ minLength: 1, maxLength: MODERATION_REASON_MAX, example: 'Shares another learner’s personal details.' })
  @Transform(trimmed)
  @IsString({ message: REASON })
  @MinLength(1, { message: REASON })
  @MaxLength(MODERATION_REASON_MAX, { message: REASON })
  reason!: string;
}

export class MarkAnsweredDto {
  @ApiProperty({ description: "A reply of the thread's", example: 12 })
  @IsInt({ message: `postId ${ID}` })
  @Min(1, { message: `postId ${ID}` })
  @Max(2_147_483_647, { message: `postId ${ID}` })
  postId!: number;
}

export class SuspendDto extends ReasonDto {
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When it ends; left out or null: until lifted' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'until must be a date and time (ISO 8601)' })
  until?: string | null;
}

export class EmailSettingDto {
  @ApiProperty({
    enum: DISCUSSION_EMAIL_MODES,
    description: '`immediately`: an e-mail per reply or answer; `daily`: one digest a day; `off`: none (the in-app list still shows them)',
  })
  @IsIn(DISCUSSION_EMAIL_MODES, { message: `mode must be one of: ${DISCUSSION_EMAIL_MODES.join(', ')}` })
  mode!: DiscussionEmailMode;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token from the e-mail', example: '42.Qm9vay1zaWduYXR1cmUtZXhhbXBsZS1vbmx5LWZvci1kb2Nz' })
  @IsString({ message: 'token is required' })
  @MinLength(1, { message: 'token is required' })
  @MaxLength(200, { message: 'This unsubscribe link is not valid.' })
  token!: string;
}

export class ThreadSummaryDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 3 }) courseId!: number;
  @ApiProperty({ type: Number, nullable: true, description: "The lesson of a Q&A thread; null: the course's community space" })
  lessonId!: number | null;
  @ApiProperty({ type: String, nullable: true }) lessonTitle!: string | null;
  @ApiProperty({ enum: THREAD_KINDS }) kind!: ThreadKind;
  @ApiProperty({ example: 'How do you score a phone screen?' }) title!: string;
  @ApiProperty({ description: "The author's first name and last initial", example: 'Jordan R.' }) authorName!: string;
  @ApiProperty({ description: "The viewer's own thread" }) isOwn!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The opening post's first 200 characters as plain text; null when it was deleted",
  })
  excerpt!: string | null;
  @ApiProperty({ description: 'Replies the viewer may see' }) replyCount!: number;
  @ApiProperty() isLocked!: boolean;
  @ApiProperty({ description: 'A question with a post marked as its answer' }) isAnswered!: boolean;
  @ApiProperty({ description: 'Its opening post is hidden (only admins see such threads)' }) isHidden!: boolean;
  @ApiProperty() createdAt!: string;
  @ApiProperty() lastActivityAt!: string;
}

export class ThreadPageDto {
  @ApiProperty({ type: [ThreadSummaryDto] }) items!: ThreadSummaryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'The viewer may start a thread here (not suspended)' }) canPost!: boolean;
}

export class HiddenInfoDto {
  @ApiProperty() hiddenAt!: string;
  @ApiProperty() reason!: string;
}

export class PostDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The post it replies to; null: the opening post' }) parentId!: number | null;
  @ApiProperty({ example: 'Jordan R.' }) authorName!: string;
  @ApiProperty({ description: 'Written by an admin' }) authorIsStaff!: boolean;
  @ApiProperty() isOwn!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Sanitised HTML; null when the post was deleted (show `deletedNotice` instead)',
  })
  bodyHtml!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'What to show instead of a deleted post' })
  deletedNotice!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) editedAt!: string | null;
  @ApiProperty() upvoteCount!: number;
  @ApiProperty({ description: 'The viewer upvoted it' }) upvoted!: boolean;
  @ApiProperty({ description: 'Marked as the answer of the question' }) isAnswer!: boolean;
  @ApiProperty({ type: HiddenInfoDto, nullable: true, description: 'Admins only: it is hidden from everyone else, and why' })
  hidden!: HiddenInfoDto | null;
}

export class ThreadInfoDto extends ThreadSummaryDto {
  @ApiProperty() courseTitle!: string;
  @ApiProperty({ type: Number, nullable: true }) answeredPostId!: number | null;
}

export class ThreadDetailDto {
  @ApiProperty({ type: ThreadInfoDto }) thread!: ThreadInfoDto;
  @ApiProperty({ type: [PostDto], description: 'A page of the posts in the order they were written, the opening post first' })
  posts!: PostDto[];
  @ApiProperty({ description: 'Posts the viewer may see, on every page' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'The viewer may reply (not locked, not suspended)' }) canReply!: boolean;
  @ApiProperty({ description: 'The viewer may mark answers, hide posts and lock the thread' }) canModerate!: boolean;
}

export class UpvoteDto {
  @ApiProperty() upvoteCount!: number;
  @ApiProperty() upvoted!: boolean;
}

export class LatestQuestionDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: Number, nullable: true }) lessonId!: number | null;
  @ApiProperty({ type: String, nullable: true }) lessonTitle!: string | null;
  @ApiProperty() isAnswered!: boolean;
  @ApiProperty() createdAt!: string;
}

export class NotificationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS, description: '`reply`: a reply to your post; `answer`: an answer to your question' })
  kind!: NotificationKind;
  @ApiProperty({ example: 'Alex M.' }) actorName!: string;
  @ApiProperty() threadId!: number;
  @ApiProperty() threadTitle!: string;
  @ApiProperty() courseId!: number;
  @ApiProperty() courseTitle!: string;
  @ApiProperty({ type: Number, nullable: true }) lessonId!: number | null;
  @ApiProperty() postId!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The post as plain text (200 characters); null once deleted or hidden' })
  excerpt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) readAt!: string | null;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto] }) items!: NotificationDto[];
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Unread notifications in all' }) unread!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class UnreadCountDto {
  @ApiProperty() unread!: number;
}

export class UnsubscribeInfoDto {
  @ApiProperty({ description: 'The address, partly masked', example: 'jo***@example.com' }) email!: string;
  @ApiProperty({ enum: DISCUSSION_EMAIL_MODES }) mode!: DiscussionEmailMode;
}

export class PostReportDto {
  @ApiProperty() id!: number;
  @ApiProperty() reason!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() reporterId!: number;
  @ApiProperty() reporterName!: string;
  @ApiProperty() reporterEmail!: string;
  @ApiProperty() postId!: number;
  @ApiProperty({ description: 'Sanitised HTML of the reported post' }) bodyHtml!: string;
  @ApiProperty({ type: Number, nullable: true }) authorId!: number | null;
  @ApiProperty() authorName!: string;
  @ApiProperty({ type: String, nullable: true }) authorEmail!: string | null;
  @ApiProperty() isDeleted!: boolean;
  @ApiProperty({ type: HiddenInfoDto, nullable: true }) hidden!: HiddenInfoDto | null;
  @ApiProperty() threadId!: number;
  @ApiProperty() threadTitle!: string;
  @ApiProperty() courseId!: number;
  @ApiProperty() courseTitle!: string;
}

export class PostReportPageDto {
  @ApiProperty({ type: [PostReportDto] }) items!: PostReportDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class SuspensionDto {
  @ApiProperty() userId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() reason!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When it ends; null: until lifted' }) until!: string | null;
  @ApiProperty({ description: 'In force now' }) active!: boolean;
}
