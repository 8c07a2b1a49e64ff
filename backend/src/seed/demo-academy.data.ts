/**
 * The demo academy: six courses, twelve library downloads and two demo learners, written for
 * recruiters and job seekers (the learning paths built from the courses are in demo-paths.data.ts).
 * Inserted by seedDemoAcademy() into a database that has no courses yet.
 *
 * Units follow the entities: prices in integer cents, durations in minutes, file sizes in bytes.
 * HTML uses only the lesson allow-list (p, h2–h4, strong, em, blockquote, ul, ol, li, code, pre, a, br)
 * with https links; the seeder still passes it through the product's sanitizer.
 */
import type { AccessLevel, PaymentType } from '../modules/catalog/entities/course.entity.js';
import type { VideoProvider } from '../modules/catalog/entities/lesson.entity.js';
import type { DownloadCategory, DownloadFileType } from '../modules/downloads/entities/download.entity.js';
import type { UserRole } from '../modules/users/entities/user.entity.js';

interface DemoLessonBase {
  title: string;
  /** HTML. */
  description: string;
  /** Minutes. */
  duration: number;
}

export type DemoLesson = DemoLessonBase &
  (
    | { type: 'video'; videoProvider: VideoProvider; videoId: string }
    | { type: 'text'; /** HTML. */ content: string }
    | { type: 'download'; contentUrl: string }
    /** Its quiz and questions are in demo-quizzes.data.ts, keyed by the lesson title. */
    | { type: 'quiz' }
    /** Its conversation is in demo-practice.data.ts, keyed by the lesson title. */
    | { type: 'practice' }
    /** Its package is made at seed time from demo-scorm.data.ts, keyed by the lesson title. */
    | { type: 'scorm' }
  );

export interface DemoModule {
  title: string;
  description: string;
  lessons: readonly DemoLesson[];
}

export interface DemoCourse {
  title: string;
  slug: string;
  description: string;
  accessLevel: AccessLevel;
  isPaid: boolean;
  /** Integer cents; 0 for free courses. */
  price: number;
  paymentType: PaymentType;
  modules: readonly DemoModule[];
}

export interface DemoDownload {
  title: string;
  description: string;
  fileType: DownloadFileType;
  fileUrl: string;
  fileName: string;
  category: DownloadCategory;
  /** Bytes. */
  fileSize: number;
}

export interface DemoLearner {
  email: string;
  firstName: string;
  lastName: string;
  role: Exclude<UserRole, 'admin'>;
  /** A free enrolment with the first `completedLessons` lessons (in module order) already done. */
  enrolment?: { courseSlug: string; completedLessons: number };
}

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_LEARNERS: readonly DemoLearner[] = [
  { email: 'recruiter@academy.local', firstName: 'Riley', lastName: 'Recruiter', role: 'recruitpro' },
  {
    email: 'jobseeker@academy.local',
    firstName: 'Jordan',
    lastName: 'Seeker',
    role: 'jobseeker',
    enrolment: { courseSlug: 'land-your-next-role-job-search-playbook', completedLessons: 2 },
  },
];

/** Joins HTML fragments written one block per line. */
const html = (...blocks: string[]): string => blocks.join('');

const FILES = 'https://example.org/academy';

export const DEMO_COURSES: readonly DemoCourse[] = [
  // 1 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    title: 'Recruiting Fundamentals',
    slug: 'recruiting-fundamentals',
    description:
      'A practical foundation in full-cycle recruiting: how a hire moves from intake to accepted offer, who owns each step, and the habits that keep candidates and hiring managers on your side.',
    accessLevel: 'all',
    isPaid: false,
    price: 0,
    paymentType: 'one_time',
    modules: [
      {
        title: 'How Hiring Works',
        description: 'The stages of a hire, the people involved and what each of them needs from you.',
        lessons: [
          {
            title: 'Welcome: what great recruiters actually do',
            description: html(
              '<p>A short orientation to the course. We cover what separates a <strong>trusted recruiting partner</strong> from a CV forwarder, and how the three modules build on each other.</p>',
            ),
            duration: 6,
            type: 'video',
            videoProvider: 'vimeo',
            videoId: '76979871',
          },
          {
            title: 'The full-cycle recruiting process',
            description: html('<p>The six stages every hire passes through, with the hand-offs where most searches stall.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Six stages, one owner</h2>',
              '<p>Whether you work in-house or at an agency, almost every hire follows the same path. Your job is to keep it moving and to make each hand-off explicit.</p>',
              '<ol>',
              '<li><strong>Intake</strong> – agree the outcomes of the role, the must-haves and the interview plan with the hiring manager.</li>',
              '<li><strong>Sourcing</strong> – build a pipeline from applicants, referrals, your talent pool and direct outreach.</li>',
              '<li><strong>Screening</strong> – a short call that checks motivation, must-have skills, salary expectations and logistics.</li>',
              '<li><strong>Interviewing</strong> – structured conversations, each assessing different competencies.</li>',
              '<li><strong>Decision and offer</strong> – a debrief against the scorecard, references, then a verbal and a written offer.</li>',
              '<li><strong>Pre-boarding</strong> – stay in touch until day one; most late withdrawals happen in the silent weeks.</li>',
              '</ol>',
              '<h3>Where searches stall</h3>',
              '<ul>',
              '<li>Feedback that takes more than 48 hours after an interview.</li>',
              '<li>Requirements that change after candidates are already in process.</li>',
              '<li>Offers assembled only after the final interview instead of being prepared in parallel.</li>',
              '</ul>',
              '<blockquote>Time kills deals. A strong candidate in your process is usually in two or three others as well.</blockquote>',
              '<p>The US Bureau of Labor Statistics publishes a useful overview of the <a href="https://www.bls.gov/ooh/business-and-financial/human-resources-specialists.htm">human resources specialist role</a>, including recruiters.</p>',
            ),
          },
          {
            title: 'Recruiter, sourcer, coordinator, hiring manager: who owns what',
            description: html(
              '<p>Clear ownership prevents dropped candidates. Learn the typical split of responsibilities on a hiring team.</p>',
            ),
            duration: 10,
            type: 'text',
            content: html(
              '<h2>The hiring team</h2>',
              '<p>Small companies often have one person doing everything; larger teams split the work. Either way, every task below needs a named owner.</p>',
              '<h3>Recruiter</h3>',
              '<ul>',
              '<li>Runs the intake and owns the search plan and timeline.</li>',
              '<li>Screens candidates and is their main point of contact.</li>',
              '<li>Facilitates the debrief and manages the offer.</li>',
              '</ul>',
              '<h3>Sourcer</h3>',
              '<ul><li>Finds and engages passive candidates, then hands interested people to the recruiter.</li></ul>',
              '<h3>Coordinator</h3>',
              '<ul><li>Schedules interviews, books rooms or video links and sends confirmations.</li></ul>',
              '<h3>Hiring manager</h3>',
              '<ul>',
              '<li>Defines success in the role and makes the final decision.</li>',
              '<li>Commits interview slots and gives written feedback within an agreed window.</li>',
              '</ul>',
              '<blockquote>If two people think they own a task, nobody does. Write the owner next to each stage in your search plan.</blockquote>',
            ),
          },
          {
            title: 'Check your understanding: the hiring funnel',
            description: html('<p>Five quick questions on the recruiting stages and who owns them.</p>'),
            duration: 5,
            type: 'quiz',
          },
        ],
      },
      {
        title: 'Defining the Role',
        description: 'Turn a vague request into a clear brief and a job description people finish reading.',
        lessons: [
          {
            title: 'Running an effective intake meeting',
            description: html('<p>The 30-minute conversation that decides whether the next 30 days go smoothly.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Before the meeting</h2>',
              '<p>Read the last job description for the role, look at the team on LinkedIn and check what similar roles pay. Arrive with a point of view.</p>',
              '<h2>Questions to ask</h2>',
              '<ol>',
              '<li>What will this person have achieved after six and after twelve months?</li>',
              '<li>Which three skills are genuinely non-negotiable? What can be learned on the job?</li>',
              '<li>Who has done this well before, and what made them successful?</li>',
              '<li>What is the budget, and how flexible is it for an exceptional candidate?</li>',
              '<li>Who interviews, in what order, and what does each person assess?</li>',
              '</ol>',
              '<h3>Close with commitments</h3>',
              '<ul>',
              '<li>Calibration: agree to review the first five profiles together within a week.</li>',
              '<li>Feedback: written interview feedback within 24–48 hours.</li>',
              '<li>Cadence: a 15-minute weekly check-in until the role is filled.</li>',
              '</ul>',
              '<blockquote>An intake that ends without dates and owners is just a conversation.</blockquote>',
              '<p>For a neutral description of a role’s typical tasks and skills, search <a href="https://www.onetonline.org/">O*NET OnLine</a>.</p>',
            ),
          },
          {
            title: 'Intake meeting template',
            description: html(
              '<p>A one-page template to fill in during the intake: outcomes, must-haves, budget, interview plan and timeline.</p>',
            ),
            duration: 5,
            type: 'download',
            contentUrl: `${FILES}/intake-meeting-template.pdf`,
          },
          {
            title: 'Job descriptions people finish reading',
            description: html('<p>Structure, tone and length for job ads that attract the right people and put off the wrong ones.</p>'),
            duration: 10,
            type: 'text',
            content: html(
              '<h2>Write for the candidate, not the org chart</h2>',
              '<p>Most job descriptions are internal documents published unchanged. Candidates scan for three things: what they will do, whether they can do it, and what they get in return.</p>',
              '<h3>A structure that works</h3>',
              '<ol>',
              '<li><strong>The opening</strong> – two sentences on the impact of the role, not the history of the company.</li>',
              '<li><strong>What you will do</strong> – four to six outcomes, written as verbs.</li>',
              '<li><strong>What you bring</strong> – only true requirements; move nice-to-haves to a separate, short list.</li>',
              '<li><strong>What we offer</strong> – the salary range, working pattern, and the benefits people actually use.</li>',
              '<li><strong>How we hire</strong> – the interview steps and how long they take.</li>',
              '</ol>',
              '<h3>Common mistakes</h3>',
              '<ul>',
              '<li>Long requirement lists: many qualified people, more often women, will not apply unless they meet every point.</li>',
              '<li>Coded language such as <em>rockstar</em>, <em>ninja</em> or <em>digital native</em>.</li>',
              '<li>No salary range – in a growing number of US states and cities, leaving it out is not even legal.</li>',
              '</ul>',
              '<blockquote>If a requirement would not make you reject an otherwise excellent candidate, it is not a requirement.</blockquote>',
            ),
          },
          {
            title: 'Intake meeting essentials (interactive)',
            description: html(
              '<p>Two short screens on the intake meeting and the scorecard, played in the lesson page. Finish them to complete the lesson; if you stop halfway, you pick up where you left off.</p>',
            ),
            duration: 5,
            type: 'scorm',
          },
        ],
      },
      {
        title: 'From Screen to Offer',
        description: 'Screen efficiently, keep candidates warm and close the offer.',
        lessons: [
          {
            title: 'Phone screens that respect everyone’s time',
            description: html(
              '<p>A repeatable 20-minute screen: the opening, the five questions that matter and how to close with next steps.</p>',
            ),
            duration: 9,
            type: 'video',
            videoProvider: 'wistia',
            videoId: 'e4a27b971d',
          },
          {
            title: 'Making and closing the offer',
            description: html('<p>Prepare the offer early, present it verbally, and handle counter-offers without drama.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Close throughout, not at the end</h2>',
              '<p>The offer stage should hold no surprises. From the first screen, keep asking what would make the candidate say yes and what could make them say no.</p>',
              '<h3>Before the final interview</h3>',
              '<ul>',
              '<li>Confirm current and expected compensation, notice period and any competing processes.</li>',
              '<li>Get the offer approved in principle so you can move within 24 hours of a decision.</li>',
              '</ul>',
              '<h3>Presenting the offer</h3>',
              '<ol>',
              '<li>Call first. Lead with the hiring manager’s enthusiasm, then the numbers.</li>',
              '<li>Walk through the whole package: base, bonus, equity, benefits, start date.</li>',
              '<li>Ask directly: “Is there anything that would stop you accepting this today?”</li>',
              '<li>Follow with the written offer the same day.</li>',
              '</ol>',
              '<h3>Counter-offers</h3>',
              '<p>Revisit the reasons the candidate started looking. A counter-offer rarely fixes those, and candidates know it once they say them out loud.</p>',
              '<blockquote>The best closing question is asked in the first screen: “If we make you an offer, what would need to be true for you to accept?”</blockquote>',
            ),
          },
          {
            title: 'Offer and pre-boarding checklist',
            description: html('<p>Everything to confirm between verbal acceptance and day one, so your new hire actually shows up.</p>'),
            duration: 4,
            type: 'download',
            contentUrl: `${FILES}/offer-and-preboarding-checklist.pdf`,
          },
          {
            title: 'Module quiz: from screen to offer',
            description: html('<p>Test yourself on screening, offer preparation and counter-offers.</p>'),
            duration: 6,
            type: 'quiz',
          },
        ],
      },
      {
        title: 'Practice Conversations',
        description: 'Rehearse the conversations recruiters have every week, and get scored on what matters.',
        lessons: [
          {
            title: 'Practice: the intake meeting',
            description: html(
              '<p>Rehearse an intake with a busy hiring manager who would rather you “just send CVs”: agree must-haves, budget, location and the interview loop before you source a single profile.</p>',
            ),
            duration: 15,
            type: 'practice',
          },
          {
            title: 'Practice: screening a hesitant candidate',
            description: html(
              '<p>A passive candidate picks up your call but is not really looking. Keep him interested without overselling, and leave with his motivation, notice period and salary expectations.</p>',
            ),
            duration: 10,
            type: 'practice',
          },
          {
            title: 'Practice: delivering a rejection with care',
            description: html(
              '<p>Call a final-round candidate who did not get the role: say it clearly, give feedback she can use, and keep the door open.</p>',
            ),
            duration: 8,
            type: 'practice',
          },
        ],
      },
    ],
  },

  // 2 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    title: 'Modern Candidate Sourcing',
    slug: 'modern-candidate-sourcing',
    description:
      'Find the people who are not applying. Boolean and X-ray search, outreach messages that get replies, follow-up cadences and the pipeline metrics that tell you what is working.',
    accessLevel: 'all',
    isPaid: true,
    price: 4900,
    paymentType: 'one_time',
    modules: [
      {
        title: 'Where Talent Lives',
        description: 'Map the market and search it precisely.',
        lessons: [
          {
            title: 'Mapping the talent market',
            description: html(
              '<p>Before you search, work out which companies, communities and job titles your future hire belongs to today.</p>',
            ),
            duration: 11,
            type: 'video',
            videoProvider: 'vimeo',
            videoId: '217499569',
          },
          {
            title: 'Boolean search, step by step',
            description: html('<p>Build search strings that work on LinkedIn, job boards and Google, and learn to debug them.</p>'),
            duration: 15,
            type: 'text',
            content: html(
              '<h2>The three operators</h2>',
              '<ul>',
              '<li><code>AND</code> narrows: every term must appear.</li>',
              '<li><code>OR</code> widens: any of the terms may appear. Use it for synonyms and alternative titles.</li>',
              '<li><code>NOT</code> (or a minus sign on Google) excludes: remove recruiters, students or the wrong seniority.</li>',
              '</ul>',
              '<p>Put phrases in quotation marks and group every <code>OR</code> list in brackets.</p>',
              '<h3>Building a string</h3>',
              '<ol>',
              '<li>List the job titles people really use for the role.</li>',
              '<li>Add two or three must-have skills.</li>',
              '<li>Exclude the noise you see in the first page of results.</li>',
              '</ol>',
              '<pre><code>("backend engineer" OR "software engineer" OR "platform engineer")\nAND (golang OR go OR rust)\nAND (kubernetes OR k8s)\nNOT (recruiter OR intern)</code></pre>',
              '<h3>X-ray search on Google</h3>',
              '<p>The <code>site:</code> operator searches one website through Google, which is handy for public profiles and code hosts:</p>',
              '<pre><code>site:github.com "data engineer" (airflow OR dbt) "Berlin"</code></pre>',
              '<blockquote>Start broad, read twenty results, then tighten. A string nobody has tested is a guess.</blockquote>',
              '<p>Google documents its own operators in <a href="https://support.google.com/websearch/answer/2466433">Refine Google searches</a>.</p>',
            ),
          },
          {
            title: 'Boolean string cheat sheet',
            description: html('<p>Operators, X-ray patterns and twenty ready-made strings for common roles.</p>'),
            duration: 3,
            type: 'download',
            contentUrl: `${FILES}/boolean-string-cheat-sheet.pdf`,
          },
          {
            title: 'Sourcing Lab',
            description: html(
              '<p>Write the search strings a sourcer writes every day, against a pool of 2,000 candidates, and see which of the right people you found and which you missed.</p>',
            ),
            duration: 20,
            type: 'quiz',
          },
        ],
      },
      {
        title: 'Outreach That Gets Replies',
        description: 'Messages and follow-ups that passive candidates answer.',
        lessons: [
          {
            title: 'Writing outreach messages that get replies',
            description: html('<p>Short, specific and about them: a formula for first messages, with before-and-after examples.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Why most outreach is ignored</h2>',
              '<p>Candidates receive generic messages every week. Yours gets read when it proves, in the first line, that you looked at their work.</p>',
              '<h3>A four-line formula</h3>',
              '<ol>',
              '<li><strong>Personal hook</strong> – something specific: a project, a talk, a career move.</li>',
              '<li><strong>The role in one sentence</strong> – the problem they would solve, not the company boilerplate.</li>',
              '<li><strong>Why them</strong> – connect the hook to the role.</li>',
              '<li><strong>A small ask</strong> – a 15-minute call, not “send me your CV”.</li>',
              '</ol>',
              '<h3>Before</h3>',
              '<blockquote>Hi, I have an exciting opportunity with a leading company in the fintech space. Are you open to new roles?</blockquote>',
              '<h3>After</h3>',
              '<blockquote>Hi Sam – your write-up on cutting payment retries by 40% was excellent. We are rebuilding our ledger at Northwind and need someone who has done exactly that at scale. Open to a 15-minute call next week?</blockquote>',
              '<ul>',
              '<li>Keep it under 100 words.</li>',
              '<li>Include the salary range if you can; it saves both of you time.</li>',
              '<li>Send on Tuesday to Thursday mornings in the candidate’s time zone.</li>',
              '</ul>',
            ),
          },
          {
            title: 'Follow-up cadences that don’t annoy',
            description: html(
              '<p>How many follow-ups to send, how far apart, and what to say in each so that silence is not a dead end.</p>',
            ),
            duration: 8,
            type: 'video',
            videoProvider: 'jwplayer',
            videoId: 'nPripu9l',
          },
          {
            title: 'Sourcing and outreach quiz',
            description: html('<p>Eight questions on Boolean logic, X-ray search and outreach.</p>'),
            duration: 8,
            type: 'quiz',
          },
        ],
      },
      {
        title: 'Measuring Your Pipeline',
        description: 'Know which channels and messages actually produce hires.',
        lessons: [
          {
            title: 'Sourcing metrics that matter',
            description: html(
              '<p>Response rate, interested rate and pass-through by channel: the handful of numbers that show where to spend your time.</p>',
            ),
            duration: 10,
            type: 'text',
            content: html(
              '<h2>Track the funnel, not the activity</h2>',
              '<p>Messages sent is an activity. What matters is how many of those people become hires, and which channel and message got them there.</p>',
              '<h3>The core metrics</h3>',
              '<ul>',
              '<li><strong>Response rate</strong> – replies divided by people contacted. Below 20% usually means the message or the targeting is off.</li>',
              '<li><strong>Interested rate</strong> – positive replies divided by replies.</li>',
              '<li><strong>Pass-through rate</strong> – the share of sourced candidates who reach the hiring-manager interview.</li>',
              '<li><strong>Source of hire</strong> – which channel produced each hire.</li>',
              '</ul>',
              '<h3>A weekly habit</h3>',
              '<ol>',
              '<li>Log every contact with its channel and message version.</li>',
              '<li>Once a week, compare response rates between two message versions.</li>',
              '<li>Keep the winner, write a new challenger and repeat.</li>',
              '</ol>',
              '<blockquote>Sourcing gets better the same way marketing does: small experiments, measured honestly.</blockquote>',
            ),
          },
          {
            title: 'Sourcing pipeline tracker',
            description: html('<p>A printable tracker for contacts, channels, message versions and outcomes.</p>'),
            duration: 4,
            type: 'download',
            contentUrl: `${FILES}/sourcing-pipeline-tracker.pdf`,
          },
        ],
      },
    ],
  },

  // 3 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    title: 'Interviewing with Structure',
    slug: 'interviewing-with-structure',
    description:
      'Design interviews that predict performance and treat every candidate fairly: competency-based questions, scorecards, calibrated debriefs and bias checks for recruiters and hiring managers.',
    accessLevel: 'recruitpro',
    isPaid: true,
    price: 1900,
    paymentType: 'subscription',
    modules: [
      {
        title: 'Why Structure Wins',
        description: 'What the research says, and what unstructured interviews really measure.',
        lessons: [
          {
            title: 'Watch: the quiet candidates we overlook',
            description: html(
              '<p>Susan Cain’s TED talk <em>The power of introverts</em>. As you watch, note how many interview habits – quick answers, small talk, group exercises – reward confidence rather than competence.</p>',
            ),
            duration: 19,
            type: 'video',
            videoProvider: 'youtube',
            videoId: 'c0KYU2j0TM4',
          },
          {
            title: 'What makes an interview structured',
            description: html('<p>The four ingredients of a structured interview and why they beat gut feel.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Same questions, same scale, same rules</h2>',
              '<p>Decades of personnel-selection research, from Schmidt and Hunter’s 1998 meta-analysis to the 2022 re-analysis by Sackett and colleagues, rank structured interviews among the best predictors of job performance. Unstructured conversations predict far less, and they leave more room for bias.</p>',
              '<h3>The four ingredients</h3>',
              '<ol>',
              '<li><strong>Job-related competencies</strong> taken from the intake, not from the interviewer’s preferences.</li>',
              '<li><strong>The same core questions</strong> for every candidate for the role.</li>',
              '<li><strong>A rating scale with anchors</strong> that describe weak, solid and strong answers.</li>',
              '<li><strong>Independent scoring</strong> before any discussion with other interviewers.</li>',
              '</ol>',
              '<h3>What structure does not mean</h3>',
              '<ul>',
              '<li>Reading questions like a robot – follow-up probes are expected.</li>',
              '<li>No rapport – open warmly, explain the format and leave time for their questions.</li>',
              '</ul>',
              '<blockquote>Structure does not remove judgement. It makes sure every interviewer is judging the same thing.</blockquote>',
              '<p>Google’s <a href="https://rework.withgoogle.com/">re:Work</a> site has a free guide to structured interviewing with sample questions.</p>',
            ),
          },
        ],
      },
      {
        title: 'Designing the Interview',
        description: 'Questions, scorecards and debriefs.',
        lessons: [
          {
            title: 'Writing behavioural and situational questions',
            description: html('<p>Turn each competency into a question with probes and a scoring guide.</p>'),
            duration: 14,
            type: 'text',
            content: html(
              '<h2>Two question types</h2>',
              '<ul>',
              '<li><strong>Behavioural</strong> – “Tell me about a time when…”. Past behaviour in similar situations is the best evidence you can get.</li>',
              '<li><strong>Situational</strong> – “What would you do if…”. Useful for early-career candidates with less history.</li>',
              '</ul>',
              '<h3>From competency to question</h3>',
              '<p>Competency: <em>stakeholder management</em>.</p>',
              '<blockquote>Tell me about a time a hiring manager disagreed with your recommendation on a candidate. What did you do, and what happened?</blockquote>',
              '<h4>Probes</h4>',
              '<ul>',
              '<li>What exactly did you say?</li>',
              '<li>What evidence did you use?</li>',
              '<li>Looking back, what would you do differently?</li>',
              '</ul>',
              '<h4>Scoring anchors</h4>',
              '<ol>',
              '<li><strong>1 – Weak:</strong> deferred without discussion, or escalated immediately.</li>',
              '<li><strong>3 – Solid:</strong> presented evidence and reached an agreement.</li>',
              '<li><strong>5 – Strong:</strong> used data, changed the process so the disagreement did not recur.</li>',
              '</ol>',
              '<p>Write anchors before the first interview; writing them afterwards invites fitting the scale to the candidate you liked.</p>',
            ),
          },
          {
            title: 'Structured interview scorecard',
            description: html(
              '<p>A scorecard with competencies, questions, probes and anchored 1–5 ratings. Print one per interviewer.</p>',
            ),
            duration: 5,
            type: 'download',
            contentUrl: `${FILES}/structured-interview-scorecard.pdf`,
          },
          {
            title: 'Running a calibrated debrief',
            description: html('<p>How to run a debrief where evidence, not the most senior voice, decides the outcome.</p>'),
            duration: 10,
            type: 'video',
            videoProvider: 'wistia',
            videoId: '29b0fbf547',
          },
        ],
      },
      {
        title: 'Fair and Consistent Decisions',
        description: 'Reduce bias and stay within the law.',
        lessons: [
          {
            title: 'Reducing bias in interview decisions',
            description: html('<p>The biases that show up most in interviews and the process changes that counter them.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Biases to watch for</h2>',
              '<ul>',
              '<li><strong>Affinity bias</strong> – favouring people who share our background or interests.</li>',
              '<li><strong>Halo and horns</strong> – one strong or weak answer colouring every rating.</li>',
              '<li><strong>Confirmation bias</strong> – spending the interview proving a first impression.</li>',
              '<li><strong>Contrast effect</strong> – rating a candidate against the previous one instead of the scorecard.</li>',
              '</ul>',
              '<h3>Process fixes that work</h3>',
              '<ol>',
              '<li>Score each answer immediately, against the anchors.</li>',
              '<li>Submit written feedback before the debrief and before reading anyone else’s.</li>',
              '<li>Replace “culture fit” with specific, job-related values.</li>',
              '<li>Use diverse interview panels and rotate the order of interviewers.</li>',
              '</ol>',
              '<h3>Questions you must not ask</h3>',
              '<p>In the US, avoid questions about age, marital or family status, pregnancy, religion, national origin, disability or genetic information. Ask instead whether the candidate can perform the essential functions of the job, with or without reasonable accommodation.</p>',
              '<blockquote>Fairness is not a feeling. It is a process you can show someone.</blockquote>',
              '<p>The US Equal Employment Opportunity Commission explains employers’ obligations at <a href="https://www.eeoc.gov/employers">eeoc.gov/employers</a>.</p>',
            ),
          },
          {
            title: 'Structured interviewing assessment',
            description: html('<p>Ten scenario questions: spot the bias, improve the question, score the answer.</p>'),
            duration: 10,
            type: 'quiz',
          },
        ],
      },
    ],
  },

  // 4 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    title: 'Land Your Next Role: Job Search Playbook',
    slug: 'land-your-next-role-job-search-playbook',
    description:
      'A step-by-step plan for your job search, from choosing a target role and rewriting your resume to answering interview questions with confidence and negotiating the offer.',
    accessLevel: 'jobseeker',
    isPaid: false,
    price: 0,
    paymentType: 'one_time',
    modules: [
      {
        title: 'Get Ready',
        description: 'Know what you are looking for and show it on paper.',
        lessons: [
          {
            title: 'Define your target role',
            description: html('<p>A focused search beats a scattered one. Choose one or two target roles and write your pitch.</p>'),
            duration: 10,
            type: 'text',
            content: html(
              '<h2>Why focus matters</h2>',
              '<p>Recruiters match people to roles. If your resume and profile say you could do anything, it is hard for them to see you doing one thing well.</p>',
              '<h3>Pick your target</h3>',
              '<ol>',
              '<li>List the last three pieces of work you were proud of and the skills they used.</li>',
              '<li>Find ten job ads you would apply to today. Highlight the phrases that repeat.</li>',
              '<li>Choose the one or two job titles that appear most often.</li>',
              '</ol>',
              '<h3>Write a two-sentence pitch</h3>',
              '<blockquote>I am a customer success manager who turns at-risk accounts into renewals – last year I kept 94% of a $3M book. I am looking for a senior role at a B2B software company that is scaling its customer team.</blockquote>',
              '<ul>',
              '<li>Use it at the top of your resume, in your LinkedIn headline and as your answer to “Tell me about yourself”.</li>',
              '</ul>',
              '<p>The <a href="https://www.bls.gov/ooh/">Occupational Outlook Handbook</a> shows pay, growth and typical entry routes for hundreds of jobs.</p>',
            ),
          },
          {
            title: 'A resume that survives the first scan',
            description: html('<p>Recruiters skim before they read. Make your strongest evidence impossible to miss.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Seven seconds</h2>',
              '<p>Eye-tracking studies by the job site Ladders found that recruiters spend only about seven seconds on a first pass of a resume. They look at job titles, employers, dates and the first line of each role.</p>',
              '<h3>Make those seconds count</h3>',
              '<ul>',
              '<li>Put your target job title and pitch at the top.</li>',
              '<li>Lead each role with your biggest result, not your responsibilities.</li>',
              '<li>Use numbers: revenue, time saved, people managed, customers served.</li>',
              '<li>Mirror the wording of the job ad where it is true for you – many applicant tracking systems search for those terms.</li>',
              '</ul>',
              '<h3>Turn duties into achievements</h3>',
              '<p><strong>Before:</strong> Responsible for onboarding new customers.</p>',
              '<p><strong>After:</strong> Onboarded 120 customers in 2024 and cut time-to-first-value from 30 to 12 days.</p>',
              '<h3>Format</h3>',
              '<ol>',
              '<li>One page for under ten years of experience, two at most after that.</li>',
              '<li>A simple single-column layout; skip tables, text boxes and photos.</li>',
              '<li>Save as PDF unless the employer asks for another format.</li>',
              '</ol>',
              '<blockquote>Your resume is not your life story. It is the evidence for one claim: I can do this job.</blockquote>',
            ),
          },
          {
            title: 'Resume and LinkedIn checklist',
            description: html('<p>A 20-point checklist to review your resume and LinkedIn profile before you apply anywhere.</p>'),
            duration: 4,
            type: 'download',
            contentUrl: `${FILES}/resume-and-linkedin-checklist.pdf`,
          },
        ],
      },
      {
        title: 'Apply and Interview',
        description: 'Walk into interviews prepared and leave a clear impression.',
        lessons: [
          {
            title: 'Watch: presence under pressure',
            description: html(
              '<p>Amy Cuddy’s TED talk on body language and confidence. Whatever you make of the research debate since, the practical advice – prepare your posture and breathing before you walk in – helps before any interview.</p>',
            ),
            duration: 21,
            type: 'video',
            videoProvider: 'youtube',
            videoId: 'Ks-_Mh1QhMc',
          },
          {
            title: 'Answering behavioural questions with STAR',
            description: html('<p>A simple structure for “Tell me about a time…” questions, with a worked example.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>The STAR method</h2>',
              '<ul>',
              '<li><strong>Situation</strong> – the context, in one or two sentences.</li>',
              '<li><strong>Task</strong> – what you were responsible for.</li>',
              '<li><strong>Action</strong> – what <em>you</em> did, step by step. Spend most of your time here.</li>',
              '<li><strong>Result</strong> – the outcome, with a number if you can, and what you learned.</li>',
              '</ul>',
              '<h3>Worked example</h3>',
              '<p><em>Question: tell me about a time you handled a difficult customer.</em></p>',
              '<blockquote>Our largest client threatened to cancel after a billing error (situation). As their account manager I had to keep the contract (task). I called them the same day, took ownership, arranged a credit with finance and set up a weekly check-in for a month (action). They renewed for two years and later referred another customer to us (result).</blockquote>',
              '<h3>Prepare a story bank</h3>',
              '<ol>',
              '<li>Write six to eight STAR stories covering success, failure, conflict, leadership and learning something fast.</li>',
              '<li>Practise each one out loud in under two minutes.</li>',
              '<li>Map each story to the requirements of the job ad.</li>',
              '</ol>',
            ),
          },
          {
            title: 'Watch: speaking so people listen',
            description: html(
              '<p>Julian Treasure’s TED talk on the habits that make people stop listening, and the vocal tools that make interviewers lean in.</p>',
            ),
            duration: 10,
            type: 'video',
            videoProvider: 'youtube',
            videoId: 'eIho2S0ZahI',
          },
          {
            title: 'Interview readiness check',
            description: html('<p>A short self-check on STAR answers, research and questions to ask the interviewer.</p>'),
            duration: 5,
            type: 'quiz',
          },
        ],
      },
      {
        title: 'Offers and Negotiation',
        description: 'Evaluate offers and ask for what you are worth.',
        lessons: [
          {
            title: 'Negotiating your offer',
            description: html('<p>Research your market rate, respond to the offer professionally and negotiate the whole package.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Most offers have room</h2>',
              '<p>Employers usually expect some negotiation, and a polite, well-researched request rarely costs you the offer.</p>',
              '<h3>Before the offer</h3>',
              '<ul>',
              '<li>Research the range for the role and location from salary surveys, job ads that publish pay and people in similar roles.</li>',
              '<li>Decide your target number and your walk-away number.</li>',
              '<li>If asked for expectations early, give a researched range. In many US states and cities employers may not ask about your salary history.</li>',
              '</ul>',
              '<h3>When the offer arrives</h3>',
              '<ol>',
              '<li>Thank them and show enthusiasm – then ask for a day or two to review.</li>',
              '<li>Reply with one clear request, anchored in your research.</li>',
              '<li>If base pay is fixed, negotiate start date, signing bonus, title, remote days or learning budget.</li>',
              '</ol>',
              '<blockquote>Thank you – I am excited about this role. Based on my research and the scope we discussed, I was hoping for a base of $92,000. Is there flexibility there?</blockquote>',
              '<p>Check pay data for your occupation in the <a href="https://www.bls.gov/ooh/">Occupational Outlook Handbook</a>.</p>',
            ),
          },
          {
            title: 'Offer comparison worksheet',
            description: html(
              '<p>Compare two or three offers side by side: pay, benefits, growth, commute and the things that matter to you.</p>',
            ),
            duration: 4,
            type: 'download',
            contentUrl: `${FILES}/offer-comparison-worksheet.pdf`,
          },
        ],
      },
    ],
  },

  // 5 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    title: 'Employer Branding That Attracts Talent',
    slug: 'employer-branding-that-attracts-talent',
    description:
      'Build an employer brand candidates believe: define your employer value proposition, tell it through careers pages, job ads and employee stories, and measure whether it works.',
    accessLevel: 'all',
    isPaid: true,
    price: 7900,
    paymentType: 'one_time',
    modules: [
      {
        title: 'Your Employer Value Proposition',
        description: 'Why people join, stay and leave – in their words.',
        lessons: [
          {
            title: 'Watch: start with why',
            description: html(
              '<p>Simon Sinek’s talk <em>How great leaders inspire action</em>. Candidates choose employers the same way customers choose brands: the purpose comes first, the perks last.</p>',
            ),
            duration: 18,
            type: 'video',
            videoProvider: 'youtube',
            videoId: 'u4ZoJKF_VuA',
          },
          {
            title: 'Defining your employer value proposition',
            description: html('<p>Research, write and test an EVP that is true, distinctive and useful to recruiters.</p>'),
            duration: 14,
            type: 'text',
            content: html(
              '<h2>What an EVP is</h2>',
              '<p>Your employer value proposition is the honest answer to “Why would a talented person work here rather than somewhere else?” It covers what you offer and what you expect in return.</p>',
              '<h3>Research before you write</h3>',
              '<ol>',
              '<li>Interview ten to fifteen recent hires: why did they accept?</li>',
              '<li>Read exit interviews and public reviews: why do people leave?</li>',
              '<li>Ask candidates who declined offers what tipped the balance.</li>',
              '</ol>',
              '<h3>The five pillars</h3>',
              '<ul>',
              '<li><strong>Work</strong> – the problems people get to solve.</li>',
              '<li><strong>People</strong> – managers, colleagues and culture.</li>',
              '<li><strong>Growth</strong> – learning, promotion and mobility.</li>',
              '<li><strong>Organisation</strong> – mission, stability and reputation.</li>',
              '<li><strong>Rewards</strong> – pay, benefits and flexibility.</li>',
              '</ul>',
              '<blockquote>If your competitors could put your EVP on their careers page unchanged, it is not an EVP yet.</blockquote>',
              '<p>See how candidates already describe you in public reviews on sites such as <a href="https://www.glassdoor.com/employers/">Glassdoor for Employers</a>.</p>',
            ),
          },
          {
            title: 'EVP workshop template',
            description: html('<p>A facilitation template for a two-hour EVP workshop with leaders and employees.</p>'),
            duration: 5,
            type: 'download',
            contentUrl: `${FILES}/evp-workshop-template.pdf`,
          },
        ],
      },
      {
        title: 'Telling the Story',
        description: 'Careers pages, job ads and employee voices.',
        lessons: [
          {
            title: 'Watch: what really motivates people',
            description: html(
              '<p>Dan Pink’s TED talk <em>The puzzle of motivation</em>. Use autonomy, mastery and purpose as a lens for the stories you tell candidates.</p>',
            ),
            duration: 18,
            type: 'video',
            videoProvider: 'youtube',
            videoId: 'rrkrvAUbU9Y',
          },
          {
            title: 'Careers pages and job ads that convert',
            description: html('<p>Turn visitors into applicants with specific, honest and scannable content.</p>'),
            duration: 12,
            type: 'text',
            content: html(
              '<h2>Your careers page is a product</h2>',
              '<p>Candidates visit it to answer one question: could I see myself here? Help them answer it quickly.</p>',
              '<h3>What to include</h3>',
              '<ul>',
              '<li>Your EVP in one sentence, followed by evidence for each pillar.</li>',
              '<li>Real employees, real photos and short quotes with names and roles.</li>',
              '<li>Salary ranges, benefits and flexible-working policies.</li>',
              '<li>A clear description of the hiring process and how long it takes.</li>',
              '</ul>',
              '<h3>What to cut</h3>',
              '<ul>',
              '<li>Stock photos and generic values (“integrity”, “excellence”).</li>',
              '<li>Application forms longer than five minutes.</li>',
              '</ul>',
              '<blockquote>Specific beats impressive. “We ship to production on your first day” says more than “We move fast”.</blockquote>',
              '<h3>Measure it</h3>',
              '<ol>',
              '<li>Visitor-to-applicant conversion rate.</li>',
              '<li>Drop-off on each step of the application form.</li>',
              '<li>Applicants who say the careers page influenced their decision.</li>',
              '</ol>',
            ),
          },
          {
            title: 'Filming employee stories',
            description: html(
              '<p>Plan, film and edit short employee videos on a phone, without scripts that make people sound like adverts.</p>',
            ),
            duration: 7,
            type: 'video',
            videoProvider: 'jwplayer',
            videoId: 'yp34SRmf',
          },
        ],
      },
      {
        title: 'Measure and Improve',
        description: 'Prove the brand is working and keep it honest.',
        lessons: [
          {
            title: 'Measuring employer brand health',
            description: html('<p>The metrics that show whether your employer brand is attracting the right people.</p>'),
            duration: 10,
            type: 'text',
            content: html(
              '<h2>Leading and lagging indicators</h2>',
              '<h3>Leading: attention and consideration</h3>',
              '<ul>',
              '<li>Careers page visits and visitor-to-applicant conversion.</li>',
              '<li>Response rate to sourcing outreach.</li>',
              '<li>Review-site ratings and the themes in new reviews.</li>',
              '</ul>',
              '<h3>Lagging: hiring outcomes</h3>',
              '<ul>',
              '<li>Offer acceptance rate, and the reasons offers are declined.</li>',
              '<li>Cost per hire and time to fill for hard-to-fill roles.</li>',
              '<li>First-year retention of new hires.</li>',
              '</ul>',
              '<h3>A quarterly review</h3>',
              '<ol>',
              '<li>Compare each metric with last quarter and the same quarter last year.</li>',
              '<li>Read a sample of candidate survey comments and declined-offer reasons.</li>',
              '<li>Pick one pillar of the EVP to strengthen next quarter.</li>',
              '</ol>',
              '<blockquote>If new hires would not recognise the company from your careers page, fix the company or fix the page.</blockquote>',
            ),
          },
          {
            title: 'Employer branding quiz',
            description: html('<p>Eight questions on EVPs, careers content and brand metrics.</p>'),
            duration: 8,
            type: 'quiz',
          },
        ],
      },
    ],
  },

  // 6 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    title: 'Running the Academy (Admin Handbook)',
    slug: 'running-the-academy-admin-handbook',
    description: 'For administrators: how to build and publish courses, manage learners and access, and keep the download library tidy.',
    accessLevel: 'admin',
    isPaid: false,
    price: 0,
    paymentType: 'one_time',
    modules: [
      {
        title: 'Administering the Academy',
        description: 'Day-to-day tasks in the admin area.',
        lessons: [
          {
            title: 'Building and publishing a course',
            description: html('<p>From an empty course to modules, lessons and videos that learners can start.</p>'),
            duration: 8,
            type: 'text',
            content: html(
              '<h2>1. Create the course</h2>',
              '<p>In the admin dashboard, open the <strong>Courses</strong> tab and create a course. The title and access level are required; the slug is derived from the title. For a paid course, enter the price in dollars and choose one-time payment or a monthly subscription.</p>',
              '<h3>Access levels</h3>',
              '<ul>',
              '<li><strong>All Users</strong> – every signed-in learner.</li>',
              '<li><strong>RecruitPro</strong> or <strong>Job Seeker</strong> – only that audience.</li>',
              '<li><strong>Admin</strong> – administrators only, like this handbook.</li>',
              '</ul>',
              '<h2>2. Add modules and lessons</h2>',
              '<p>Open <strong>Edit Course Structure</strong>. Each module needs a title; each lesson needs a title and a type: video, text, downloadable resource or quiz. The type cannot be changed later.</p>',
              '<h2>3. Fill in each lesson</h2>',
              '<p>In the lesson editor, set the duration in minutes and the content for the type. For videos, choose the provider and paste only the video ID:</p>',
              '<pre><code>YouTube    https://www.youtube.com/watch?v=Ks-_Mh1QhMc  -&gt;  Ks-_Mh1QhMc\nVimeo      https://vimeo.com/76979871                   -&gt;  76979871\nWistia     https://home.wistia.com/medias/e4a27b971d    -&gt;  e4a27b971d\nJW Player  https://cdn.jwplayer.com/v2/media/nPripu9l   -&gt;  nPripu9l</code></pre>',
              '<h2>4. Check before you announce it</h2>',
              '<ol>',
              '<li>Use <strong>Preview</strong> to open the learning page as a learner sees it.</li>',
              '<li>Review the <strong>Outline</strong> and <strong>Settings</strong> tabs on the course management page.</li>',
              '<li>Make sure every download link opens.</li>',
              '</ol>',
              '<blockquote>A course with one finished module beats a course with five empty ones. Publish small and add as you go.</blockquote>',
              '<p>YouTube explains where the ID appears in its <a href="https://developers.google.com/youtube/player_parameters">embedded player documentation</a>.</p>',
            ),
          },
          {
            title: 'Managing learners, access and downloads',
            description: html('<p>Grant and sell access, look after user accounts and keep the resource library useful.</p>'),
            duration: 8,
            type: 'text',
            content: html(
              '<h2>Course access</h2>',
              '<p>Open a course’s management page and go to the <strong>Students</strong> tab. It lists everyone enrolled, with <em>Granted</em> or <em>Purchased</em> in the Access Type column.</p>',
              '<ul>',
              '<li><strong>Grant Free Access</strong> enrols someone by e-mail at no cost. If they have no account yet, they are invited to create one.</li>',
              '<li><strong>Invite to Purchase</strong> creates a link you can send; the invitee signs up and pays for the course.</li>',
              '<li>From the admin dashboard you can also grant specific users access to a course regardless of its access level or price.</li>',
              '</ul>',
              '<h2>User accounts</h2>',
              '<p>The <strong>Users</strong> tab lets you edit first name, last name and role. E-mail addresses are read-only.</p>',
              '<ul>',
              '<li>You cannot delete your own account.</li>',
              '<li>The last admin cannot be demoted or deleted – make someone else an admin first.</li>',
              '</ul>',
              '<h2>The download library</h2>',
              '<ol>',
              '<li>Each download needs a title, file URL, file type and file name.</li>',
              '<li>Pick the category learners would look in first; the library is filtered by category.</li>',
              '<li>Review the library each quarter and remove outdated versions.</li>',
              '</ol>',
              '<h2>Analytics</h2>',
              '<p>The <strong>Analytics</strong> tab shows recently active students, enrolments and completion rates per course, and each student’s progress. A course with many enrolments and a low completion rate usually has one lesson where people stop: start there.</p>',
              '<blockquote>Every access you grant is a promise. Check the Students tab before you remove or reprice a course.</blockquote>',
            ),
          },
        ],
      },
    ],
  },
];

export const DEMO_DOWNLOADS: readonly DemoDownload[] = [
  {
    title: 'Hiring Manager Intake Form',
    description:
      'An editable form for the intake meeting: role outcomes, must-have skills, budget, interview panel and timeline, with space for sign-off.',
    fileType: 'Template',
    fileUrl: `${FILES}/downloads/hiring-manager-intake-form.docx`,
    fileName: 'hiring-manager-intake-form.docx',
    category: 'recruitment-process',
    fileSize: 48_640,
  },
  {
    title: 'Full-Cycle Recruiting Process Map',
    description:
      'A one-page visual of the hiring process from requisition to day one, with owners, service levels and the hand-offs to watch.',
    fileType: 'PDF',
    fileUrl: `${FILES}/downloads/full-cycle-recruiting-process-map.pdf`,
    fileName: 'full-cycle-recruiting-process-map.pdf',
    category: 'recruitment-process',
    fileSize: 412_311,
  },
  {
    title: 'Structured Interview Scorecard',
    description: 'A spreadsheet scorecard with competencies, core questions, probes and anchored 1–5 ratings, plus a debrief summary tab.',
    fileType: 'Template',
    fileUrl: `${FILES}/downloads/structured-interview-scorecard.xlsx`,
    fileName: 'structured-interview-scorecard.xlsx',
    category: 'interview-techniques',
    fileSize: 36_864,
  },
  {
    title: 'Behavioural Interview Question Bank',
    description:
      'Over 120 behavioural and situational questions grouped by competency, each with follow-up probes and what a strong answer looks like.',
    fileType: 'Guide',
    fileUrl: `${FILES}/downloads/behavioural-interview-question-bank.pdf`,
    fileName: 'behavioural-interview-question-bank.pdf',
    category: 'interview-techniques',
    fileSize: 684_032,
  },
  {
    title: 'Boolean Search Cheat Sheet',
    description:
      'Operators, bracket rules and X-ray patterns for LinkedIn, job boards, GitHub and Google, with twenty tested search strings.',
    fileType: 'PDF',
    fileUrl: `${FILES}/downloads/boolean-search-cheat-sheet.pdf`,
    fileName: 'boolean-search-cheat-sheet.pdf',
    category: 'candidate-sourcing',
    fileSize: 228_516,
  },
  {
    title: 'Candidate Outreach Message Templates',
    description:
      'Twelve first-touch and follow-up messages for passive candidates, with placeholders for the personal hook and the role pitch.',
    fileType: 'Template',
    fileUrl: `${FILES}/downloads/candidate-outreach-message-templates.docx`,
    fileName: 'candidate-outreach-message-templates.docx',
    category: 'candidate-sourcing',
    fileSize: 31_744,
  },
  {
    title: 'Employer Value Proposition Workshop Guide',
    description:
      'A facilitator’s guide for defining your EVP: research interviews, a two-hour workshop agenda, exercises and a message-testing plan.',
    fileType: 'Guide',
    fileUrl: `${FILES}/downloads/evp-workshop-guide.pdf`,
    fileName: 'evp-workshop-guide.pdf',
    category: 'employer-branding',
    fileSize: 1_245_184,
  },
  {
    title: 'Careers Page Audit Checklist',
    description:
      'Thirty checks for your careers site covering content, salary transparency, accessibility, mobile experience and application length.',
    fileType: 'Checklist',
    fileUrl: `${FILES}/downloads/careers-page-audit-checklist.pdf`,
    fileName: 'careers-page-audit-checklist.pdf',
    category: 'employer-branding',
    fileSize: 156_672,
  },
  {
    title: 'Interview Compliance Checklist (US)',
    description:
      'Questions to avoid, lawful alternatives, accommodation requests and record-keeping basics for US interviewers. Not legal advice.',
    fileType: 'Checklist',
    fileUrl: `${FILES}/downloads/interview-compliance-checklist-us.pdf`,
    fileName: 'interview-compliance-checklist-us.pdf',
    category: 'compliance-legal',
    fileSize: 189_440,
  },
  {
    title: 'Candidate Privacy Notice Template',
    description:
      'A plain-language privacy notice for applicants: what data you collect, why, how long you keep it and how candidates can ask for deletion.',
    fileType: 'Template',
    fileUrl: `${FILES}/downloads/candidate-privacy-notice-template.docx`,
    fileName: 'candidate-privacy-notice-template.docx',
    category: 'compliance-legal',
    fileSize: 27_136,
  },
  {
    title: 'Recruiting Metrics Dashboard',
    description:
      'A spreadsheet that calculates time to fill, pass-through rates, offer acceptance and source of hire from a simple export of your pipeline.',
    fileType: 'Other',
    fileUrl: `${FILES}/downloads/recruiting-metrics-dashboard.xlsx`,
    fileName: 'recruiting-metrics-dashboard.xlsx',
    category: 'analytics-reporting',
    fileSize: 94_208,
  },
  {
    title: 'Quality of Hire Measurement Guide',
    description: 'How to define, collect and report quality of hire using hiring-manager ratings, ramp-up time and first-year retention.',
    fileType: 'Guide',
    fileUrl: `${FILES}/downloads/quality-of-hire-measurement-guide.pdf`,
    fileName: 'quality-of-hire-measurement-guide.pdf',
    category: 'analytics-reporting',
    fileSize: 532_480,
  },
];
