import type { MailMessage } from './public/mail.constants.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** A link that stops e-mails of a kind: shown in the message, and one-click (RFC 8058) in its headers. */
interface Unsubscribe {
  /** The page the link in the message opens. */
  url: string;
  /** Where a mail client POSTs `List-Unsubscribe=One-Click`, without signing in. */
  oneClickUrl: string;
}

/** One layout for every e-mail: a heading, paragraphs, one button (and maybe a second link); the text part says the same. */
function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  secondary?: { label: string; url: string },
  unsubscribe?: Unsubscribe,
): MailMessage {
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto">
<h1 style="font-size:20px">Recruiting Academy</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
${secondary ? `<p><a href="${escapeHtml(secondary.url)}">${escapeHtml(secondary.label)}</a></p>\n` : ''}<p style="font-size:12px;color:#6b7280">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
${unsubscribe ? `<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribe.url)}">${UNSUBSCRIBE_LABEL}</a></p>\n` : ''}</body></html>`;
  const text = `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n${secondary ? `${secondary.label}: ${secondary.url}\n` : ''}${
    unsubscribe ? `\n${UNSUBSCRIBE_LABEL}: ${unsubscribe.url}\n` : ''
  }`;
  if (!unsubscribe) return { to, subject, html, text };
  return {
    to,
    subject,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const UNSUBSCRIBE_LABEL = 'Stop e-mails about discussions';

/** A discussion e-mail's notification, as the digest lists it. */
export interface DiscussionDigestItem {
  kind: 'reply' | 'answer';
  actorName: string;
  threadTitle: string;
  courseTitle: string;
  threadUrl: string;
}

function digestLine(item: DiscussionDigestItem): string {
  return item.kind === 'answer'
    ? `${item.actorName} marked an answer to your question "${item.threadTitle}" in "${item.courseTitle}": ${item.threadUrl}`
    : `${item.actorName} replied to your post in "${item.threadTitle}" in "${item.courseTitle}": ${item.threadUrl}`;
}

/**
 * Every e-mail the academy sends, by name. The outbox stores a name and its parameters; the worker
 * renders the message from them, so nothing on the queue can make the academy send other content.
 */
export const mailTemplates = {
  /** `awaitsVerification`: the account's address is not confirmed yet, so the course opens once it is. */
  accessGranted: (to: string, p: { courseTitle: string; inviter: string; courseUrl: string; awaitsVerification: boolean }) =>
    message(
      to,
      `You now have access to "${p.courseTitle}"`,
      [
        `${p.inviter} gave you free access to the course "${p.courseTitle}" at Recruiting Academy.`,
        p.awaitsVerification
          ? 'It will be on your dashboard as soon as you confirm your e-mail address with the link we sent you when you signed up (you can ask for a new one after signing in).'
          : 'It is waiting for you on your dashboard.',
      ],
      { label: 'Open the course', url: p.courseUrl },
    ),

  verifyEmail: (to: string, p: { firstName: string; verifyUrl: string; validHours: number }) =>
    message(
      to,
      'Please confirm your e-mail address',
      [
        `Hi ${p.firstName}, welcome to Recruiting Academy!`,
        `Please confirm that this is your e-mail address. The link works once and is valid for ${p.validHours} hours.`,
        'If you did not create an account, you can ignore this e-mail.',
      ],
      { label: 'Confirm my e-mail address', url: p.verifyUrl },
    ),

  passwordReset: (to: string, p: { resetUrl: string; validMinutes: number }) =>
    message(
      to,
      'Reset your Recruiting Academy password',
      [
        'Someone (we hope you) asked to reset the password of your Recruiting Academy account.',
        `Choose a new password with the link below. It works once and is valid for ${p.validMinutes} minutes. Signing in with the new password signs you out everywhere else.`,
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ],
      { label: 'Choose a new password', url: p.resetUrl },
    ),

  /** Someone tried to sign up with an address that has an account: the owner hears of it (at most once a day). */
  registrationAttempt: (to: string, p: { resetUrl: string; validMinutes: number }) =>
    message(
      to,
      'Someone tried to create an account with your e-mail address',
      [
        'Someone just tried to create a new Recruiting Academy account with this e-mail address. It already has an account, so no new one was made and nothing changed.',
        'If it was you, sign in instead. If you have forgotten your password, choose a new one with the link below: it works once and is valid for ' +
          `${p.validMinutes} minutes.`,
        'If it was not you, you can ignore this e-mail: your password stays as it is. We tell you about such attempts at most once a day.',
      ],
      { label: 'Choose a new password', url: p.resetUrl },
    ),

  emailChangeConfirm: (to: string, p: { confirmUrl: string; validHours: number }) =>
    message(
      to,
      'Confirm your new e-mail address',
      [
        'You asked to use this address for your Recruiting Academy account.',
        `Confirm it with the link below (it works once and is valid for ${p.validHours} hours). Until then, your account keeps its current address.`,
        'If you did not ask for this, you can ignore this e-mail.',
      ],
      { label: 'Confirm my new address', url: p.confirmUrl },
    ),

  emailChangeNotice: (to: string, p: { newEmail: string; settingsUrl: string }) =>
    message(
      to,
      'Your e-mail address is about to change',
      [
        `Someone signed in to your Recruiting Academy account asked to change its e-mail address to ${p.newEmail}.`,
        'Nothing changes until that address is confirmed. If this was not you, change your password now: that signs everyone else out.',
      ],
      { label: 'Open account settings', url: p.settingsUrl },
    ),

  /** A sign-in with an identity provider was linked to the account (from the settings, or after signing in once to link it). */
  signInLinked: (to: string, p: { provider: string; providerEmail: string | null; settingsUrl: string }) =>
    message(
      to,
      `${p.provider} sign-in linked to your account`,
      [
        `${p.provider} sign-in${p.providerEmail ? ` (${p.providerEmail})` : ''} was just linked to your Recruiting Academy account: it now signs you in.`,
        'If this was not you, unlink it in your account settings and change your password: that signs everyone else out.',
      ],
      { label: 'Open account settings', url: p.settingsUrl },
    ),

  /** `expiresAt`: an ISO timestamp. */
  grantInvite: (to: string, p: { courseTitle: string; inviter: string; inviteUrl: string; expiresAt: string }) =>
    message(
      to,
      `You've been invited to join "${p.courseTitle}"`,
      [
        `${p.inviter} invited you to Recruiting Academy with free access to the course "${p.courseTitle}".`,
        `Create your account with this e-mail address to start learning. The invitation is valid until ${new Date(p.expiresAt).toDateString()}.`,
      ],
      { label: 'Accept the invitation', url: p.inviteUrl },
    ),

  /** `expiresAt`: an ISO timestamp. */
  purchaseInvite: (to: string, p: { courseTitle: string; inviter: string; inviteUrl: string; expiresAt: string }) =>
    message(
      to,
      `An invitation to "${p.courseTitle}"`,
      [
        `${p.inviter} invited you to take the course "${p.courseTitle}" at Recruiting Academy.`,
        `Create your account (or sign in) to purchase it. The invitation is valid until ${new Date(p.expiresAt).toDateString()}.`,
      ],
      { label: 'View the course', url: p.inviteUrl },
    ),

  /**
   * `validUntil`: the expiry date as printed on the certificate, when the course gives certificates a
   * validity. `pathTitle`: the learning path completed, for a path's certificate (`courseTitle` is then
   * the path's certificate title).
   */
  certificateIssued: (
    to: string,
    p: { learnerName: string; courseTitle: string; certificateUrl: string; pdfUrl: string; validUntil?: string; pathTitle?: string },
  ) =>
    message(
      to,
      `Your certificate for "${p.courseTitle}"`,
      [
        p.pathTitle
          ? `Congratulations, ${p.learnerName}! You completed every required step of the learning path "${p.pathTitle}" at Recruiting Academy, and your certificate "${p.courseTitle}" is ready.`
          : `Congratulations, ${p.learnerName}! You completed every lesson of "${p.courseTitle}" at Recruiting Academy, and your certificate of completion is ready.`,
        ...(p.validUntil ? [`It is valid until ${p.validUntil}. We will remind you before it expires.`] : []),
        'Share the certificate page with an employer: it shows that the certificate is valid.',
      ],
      { label: 'View your certificate', url: p.certificateUrl },
      { label: 'Download the PDF', url: p.pdfUrl },
    ),

  /**
   * Sent 60 and 14 days before a certificate expires. `refresher`: what renews it ('the quiz "X" in
   * "Course"') and where to take it; null when the course names none.
   */
  /**
   * `days`: whole days left when it is sent. `refresher.action`: pass a quiz or practice conversation, or
   * complete a course or lesson. `completionCleared`: the renewal window has just opened and the
   * learner's earlier completion of the course or lesson was cleared, so that completing it again renews.
   */
  certificateExpiring: (
    to: string,
    p: {
      learnerName: string;
      courseTitle: string;
      days: number;
      validUntil: string;
      certificateUrl: string;
      refresher: { title: string; url: string; action: 'pass' | 'complete' } | null;
      completionCleared: boolean;
    },
  ) =>
    message(
      to,
      `Your certificate for "${p.courseTitle}" expires in ${p.days} ${p.days === 1 ? 'day' : 'days'}`,
      [
        `Hi ${p.learnerName}, your certificate for "${p.courseTitle}" is valid until ${p.validUntil}.`,
        ...(p.refresher
          ? [
              `Renew it by ${p.refresher.action === 'complete' ? 'completing' : 'passing'} ${p.refresher.title}: you get a new certificate with a new expiry date, and the current one shows that it was renewed.`,
              ...(p.completionCleared
                ? [
                    `You can renew it from now on, so we have cleared your earlier completion of ${p.refresher.title}: it shows as not done yet, and completing it again renews your certificate.`,
                  ]
                : []),
            ]
          : ['This course has no refresher to renew it yet. After that date the certificate page says it has expired.']),
      ],
      p.refresher ? { label: 'Take the refresher', url: p.refresher.url } : { label: 'View your certificate', url: p.certificateUrl },
      p.refresher ? { label: 'View your certificate', url: p.certificateUrl } : undefined,
    ),

  /** `validUntil`: null when the renewed certificate never expires. */
  certificateRenewed: (
    to: string,
    p: { learnerName: string; courseTitle: string; certificateUrl: string; pdfUrl: string; validUntil: string | null },
  ) =>
    message(
      to,
      `Your certificate for "${p.courseTitle}" is renewed`,
      [
        `Well done, ${p.learnerName}! You passed the refresher, and your certificate for "${p.courseTitle}" is renewed.`,
        p.validUntil ? `The new certificate is valid until ${p.validUntil}.` : 'The new certificate does not expire.',
        'Your previous certificate now links to the new one. Share the new certificate page with employers.',
      ],
      { label: 'View your new certificate', url: p.certificateUrl },
      { label: 'Download the PDF', url: p.pdfUrl },
    ),

  /** To a learner, when a reviewer changed or set a score of their practice conversation. */
  practiceReviewed: (
    to: string,
    p: {
      learnerName: string;
      lessonTitle: string;
      courseTitle: string;
      criterionName: string;
      score: number;
      comment: string;
      total: number | null;
      passed: boolean | null;
      lessonUrl: string;
    },
  ) =>
    message(
      to,
      `Your practice conversation "${p.lessonTitle}" was reviewed`,
      [
        `Hello ${p.learnerName}, a reviewer looked at your practice conversation "${p.lessonTitle}" in "${p.courseTitle}" and scored "${p.criterionName}" ${p.score} out of 4.`,
        `Their comment: ${p.comment}`,
        p.total === null
          ? 'The other criteria are still being reviewed; your result will follow.'
          : `Your result is now ${p.total}%${p.passed ? ': you passed.' : ', below the pass mark. You can try again if attempts remain.'}`,
      ],
      { label: 'See your result', url: p.lessonUrl },
    ),

  /** To every admin, when a webhook endpoint kept failing and was turned off. */
  webhookEndpointDisabled: (to: string, p: { url: string; reason: string; attempts: number; integrationsUrl: string }) =>
    message(
      to,
      'A webhook endpoint was turned off',
      [
        `Recruiting Academy could not deliver an event to the webhook endpoint ${p.url} after ${p.attempts} attempts, so the endpoint has been turned off and receives no new events.`,
        `The last attempt failed with: ${p.reason}`,
        'Fix the receiver, then turn the endpoint back on in Integrations; each failed delivery can be sent again from its delivery log.',
      ],
      { label: 'Open Integrations', url: p.integrationsUrl },
    ),

  /** To the address a team manager gave a seat: the link redeems it, for the account with this address only. */
  teamSeatInvite: (
    to: string,
    p: { managerName: string; teamName: string; courseTitle: string; courseWord?: CourseWord; inviteUrl: string },
  ) =>
    message(
      to,
      `${p.managerName} gave you a seat in "${p.courseTitle}"`,
      [
        `${p.managerName} gave you a seat of the team "${p.teamName}" in the ${p.courseWord ?? 'course'} "${p.courseTitle}" at Recruiting Academy.`,
        `Accept it with the link below while signed in with this address (${to}); if you have no account yet, create one with this address and confirm it first.`,
      ],
      { label: 'Accept your seat', url: p.inviteUrl },
    ),

  /**
   * To the holder of a seat that was taken back. `reason`: `manager` (revoked or given to someone else),
   * `refund` (the seats were refunded), `admin` (an admin reduced the seats), `subscription` (fewer seats
   * on the subscription), `ended` (the team's access ended).
   */
  teamSeatRevoked: (
    to: string,
    p: {
      teamName: string;
      courseTitle: string;
      courseWord?: CourseWord;
      reason: 'manager' | 'refund' | 'admin' | 'subscription' | 'ended';
      coursesUrl: string;
    },
  ) =>
    message(
      to,
      `Your seat in "${p.courseTitle}" has ended`,
      [
        {
          manager: `The manager of the team "${p.teamName}" has taken back your seat in the ${p.courseWord ?? 'course'} "${p.courseTitle}".`,
          refund: `The team "${p.teamName}" has fewer seats in the ${p.courseWord ?? 'course'} "${p.courseTitle}" after a refund, and your seat was one of those taken back.`,
          admin: `The team "${p.teamName}" has fewer seats in the ${p.courseWord ?? 'course'} "${p.courseTitle}", and your seat was one of those taken back.`,
          subscription: `The team "${p.teamName}" now pays for fewer seats in the ${p.courseWord ?? 'course'} "${p.courseTitle}", and your seat was one of those taken back.`,
          ended: `The team "${p.teamName}" no longer has access to the ${p.courseWord ?? 'course'} "${p.courseTitle}": its subscription has ended.`,
        }[p.reason],
        p.courseWord === 'learning path'
          ? 'Its courses are no longer on your dashboard unless you have access to them another way. Your progress is kept if you come back to them.'
          : 'The course is no longer on your dashboard unless you have access to it another way. Your progress is kept if you come back to it.',
      ],
      { label: 'Browse courses', url: p.coursesUrl },
    ),

  /** To a team's manager when seats were taken back (`revoked`: the addresses whose seats ended). */
  teamSeatsReduced: (
    to: string,
    p: {
      teamName: string;
      courseTitle: string;
      courseWord?: CourseWord;
      seats: number;
      revoked: string[];
      reason: 'refund' | 'admin' | 'subscription';
      teamUrl: string;
    },
  ) =>
    message(
      to,
      `Your team "${p.teamName}" now has ${p.seats} ${p.seats === 1 ? 'seat' : 'seats'}`,
      [
        {
          refund: `After a refund, the team "${p.teamName}" has ${p.seats} ${p.seats === 1 ? 'seat' : 'seats'} in the ${p.courseWord ?? 'course'} "${p.courseTitle}".`,
          admin: `An administrator changed the seats of the team "${p.teamName}" in the ${p.courseWord ?? 'course'} "${p.courseTitle}" to ${p.seats}.`,
          subscription: `The subscription of the team "${p.teamName}" now pays for ${p.seats} ${p.seats === 1 ? 'seat' : 'seats'} in the ${p.courseWord ?? 'course'} "${p.courseTitle}".`,
        }[p.reason],
        p.revoked.length === 0
          ? 'Only unassigned seats were removed: everyone on the team keeps their seat.'
          : `Unassigned seats were removed first, then the most recent assignments; these people no longer have a seat and were told by e-mail: ${p.revoked.join(', ')}.`,
      ],
      { label: 'Open the team', url: p.teamUrl },
    ),

  /** To a team's manager when three quarters of the seats are assigned. */
  teamAlmostFull: (
    to: string,
    p: { teamName: string; courseTitle: string; courseWord?: CourseWord; used: number; seats: number; teamUrl: string },
  ) =>
    message(
      to,
      `Your team "${p.teamName}" has used ${p.used} of ${p.seats} seats`,
      [
        `${p.used} of the ${p.seats} seats of the team "${p.teamName}" in the ${p.courseWord ?? 'course'} "${p.courseTitle}" are assigned, so ${p.seats - p.used} ${p.seats - p.used === 1 ? 'is' : 'are'} left.`,
        'Buy more seats from the team page when you need them.',
      ],
      { label: 'Open the team', url: p.teamUrl },
    ),

  /** To a team's manager when every seat is assigned. */
  teamFull: (to: string, p: { teamName: string; courseTitle: string; courseWord?: CourseWord; seats: number; teamUrl: string }) =>
    message(
      to,
      `Every seat of your team "${p.teamName}" is used`,
      [
        `All ${p.seats} ${p.seats === 1 ? 'seat' : 'seats'} of the team "${p.teamName}" in the ${p.courseWord ?? 'course'} "${p.courseTitle}" are assigned.`,
        'To add someone, buy more seats from the team page, or take back a seat whose learner has not started.',
      ],
      { label: 'Open the team', url: p.teamUrl },
    ),

  /** To a team's manager when the team's access ended (its subscription ended). */
  teamEnded: (to: string, p: { teamName: string; courseTitle: string; courseWord?: CourseWord; members: number; teamUrl: string }) =>
    message(
      to,
      `Your team "${p.teamName}" no longer has access to "${p.courseTitle}"`,
      [
        `The subscription of the team "${p.teamName}" has ended, so its seats no longer give access to the ${p.courseWord ?? 'course'} "${p.courseTitle}".`,
        p.members === 0
          ? 'Nobody on the team was using a seat.'
          : `${p.members} ${p.members === 1 ? 'member has' : 'members have'} lost access and ${p.members === 1 ? 'was' : 'were'} told by e-mail. Their progress is kept.`,
      ],
      { label: 'Open the team', url: p.teamUrl },
    ),

  /** To a learner 90 and 30 days before their certification's cycle ends, while credits are still missing. */
  creditCycleReminder: (
    to: string,
    p: { firstName: string; certification: string; cycleEnd: string; daysLeft: number; missing: string; creditsUrl: string },
  ) =>
    message(
      to,
      `Your ${p.certification} cycle ends in ${p.daysLeft} ${p.daysLeft === 1 ? 'day' : 'days'}: credits are still missing`,
      [
        `Hi ${p.firstName}, your ${p.certification} recertification cycle ends on ${p.cycleEnd}.`,
        `You still need ${p.missing}.`,
        'Credits from Recruiting Academy courses are added when you complete a course. Add credits you earned elsewhere on My credits, and download your transcript there.',
      ],
      { label: 'Open My credits', url: p.creditsUrl },
    ),

  /** To the author of a post someone replied to (their setting: each e-mail at once). */
  discussionReply: (
    to: string,
    p: { actorName: string; threadTitle: string; courseTitle: string; excerpt: string; threadUrl: string; unsubscribe: Unsubscribe },
  ) =>
    message(
      to,
      `${p.actorName} replied to your post in "${p.threadTitle}"`,
      [`${p.actorName} replied to your post in "${p.threadTitle}" in the course "${p.courseTitle}":`, p.excerpt],
      { label: 'Open the discussion', url: p.threadUrl },
      undefined,
      p.unsubscribe,
    ),

  /** To the author of a question when an admin marked a post as its answer. */
  discussionAnswered: (
    to: string,
    p: { actorName: string; threadTitle: string; courseTitle: string; excerpt: string; threadUrl: string; unsubscribe: Unsubscribe },
  ) =>
    message(
      to,
      `Your question "${p.threadTitle}" has an answer`,
      [`${p.actorName} marked an answer to your question "${p.threadTitle}" in the course "${p.courseTitle}":`, p.excerpt],
      { label: 'See the answer', url: p.threadUrl },
      undefined,
      p.unsubscribe,
    ),

  /** Once a day, to a user whose setting is the daily digest: the replies and answers since the last one. */
  discussionDigest: (to: string, p: { items: DiscussionDigestItem[]; notificationsUrl: string; unsubscribe: Unsubscribe }) =>
    message(
      to,
      p.items.length === 1 ? 'Your discussions: 1 new reply or answer' : `Your discussions: ${p.items.length} new replies and answers`,
      ['Here is what happened in your discussions at Recruiting Academy since your last digest:', ...p.items.map(digestLine)],
      { label: 'Open your notifications', url: p.notificationsUrl },
      undefined,
      p.unsubscribe,
    ),

  /** To each member of a cohort, 24 hours and 1 hour before one of its live sessions. */
  liveSessionReminder: (
    to: string,
    p: {
      firstName: string;
      sessionTitle: string;
      courseTitle: string;
      courseWord?: CourseWord;
      when: string;
      startsIn: string;
      sessionUrl: string;
    },
  ) =>
    message(
      to,
      `Starts ${p.startsIn}: ${p.sessionTitle}`,
      [
        `Hi ${p.firstName},`,
        `Your live session "${p.sessionTitle}" for the ${p.courseWord ?? 'course'} "${p.courseTitle}" starts ${p.startsIn}: ${p.when}.`,
        `Join it from the ${p.courseWord ?? 'course'} page: the link opens the meeting and records that you were there.`,
      ],
      { label: 'Open the session', url: p.sessionUrl },
    ),

  /** To a learner when a drip module of their course opens for them. */
  moduleUnlocked: (to: string, p: { firstName: string; moduleTitle: string; courseTitle: string; learnUrl: string }) =>
    message(
      to,
      `Now open: ${p.moduleTitle}`,
      [`Hi ${p.firstName},`, `The module "${p.moduleTitle}" of your course "${p.courseTitle}" is now open.`],
      { label: 'Continue learning', url: p.learnUrl },
    ),
} satisfies Record<string, (to: string, params: never) => MailMessage>;

export type MailTemplate = keyof typeof mailTemplates;
/** What a team's seats are of, as the team e-mails name it (the course is the default: e-mails written before paths had none). */
export type CourseWord = 'course' | 'learning path';
export type MailParams<T extends MailTemplate> = Parameters<(typeof mailTemplates)[T]>[1];
export const MAIL_TEMPLATE_NAMES = Object.keys(mailTemplates) as MailTemplate[];

export function renderMail<T extends MailTemplate>(template: T, to: string, params: MailParams<T>): MailMessage {
  return (mailTemplates[template] as (to: string, params: MailParams<T>) => MailMessage)(to, params);
}
