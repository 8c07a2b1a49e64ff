/**
 * The questions of the demo academy's quiz lessons, keyed by lesson title (see demo-academy.data.ts).
 * Multiple choice `correct` holds zero-based option indexes; short answers list every accepted answer
 * (compared ignoring case and extra spaces). Time limits are minutes, pass marks percent. Boolean
 * search exercises search the demo talent pool: their targets are the hits of the reference query.
 */
import type { QuestionType } from '../modules/quizzes/entities/quiz-question.entity.js';
import type { SearchField } from '../modules/sourcing/public/search-language.js';

export interface DemoQuestion {
  type: QuestionType;
  question: string;
  options?: string[];
  correct?: number[];
  accepted?: string[];
  points?: number;
  /** Boolean search: the reference query, the fields unqualified terms search and the F1 percent to pass. */
  search?: { referenceQuery: string; fields: SearchField[]; passF1: number };
}

export interface DemoQuiz {
  title: string;
  description: string;
  timeLimit: number | null;
  passMark: number | null;
  maxAttempts: number | null;
  /** Default true. */
  allowReview?: boolean;
  questions: DemoQuestion[];
}

/** Terms without a field name search titles and skills in every Sourcing Lab exercise. */
const TITLES_AND_SKILLS: SearchField[] = ['title', 'skills'];

export const DEMO_QUIZZES: Record<string, DemoQuiz> = {
  'Check your understanding: the hiring funnel': {
    title: 'The hiring funnel',
    description: 'Five quick questions on the recruiting stages and who owns them. No time limit; retake it as often as you like.',
    timeLimit: null,
    passMark: 60,
    maxAttempts: null,
    questions: [
      {
        type: 'multiple_choice',
        question: 'Which stage comes first in a well-run search?',
        options: ['Sourcing', 'Intake meeting with the hiring manager', 'Phone screen', 'Offer'],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'Who usually makes the final hiring decision?',
        options: ['The recruiter', 'The coordinator', 'The hiring manager', 'The sourcer'],
        correct: [2],
      },
      {
        type: 'multiple_choice',
        question: 'Which tasks belong to the coordinator? Select all that apply.',
        options: ['Scheduling interviews', 'Sending interview confirmations', 'Negotiating the offer', 'Writing the scorecard'],
        correct: [0, 1],
      },
      {
        type: 'short_answer',
        question: 'What is the name of the meeting where interviewers compare their feedback and agree on a decision?',
        accepted: ['debrief', 'the debrief', 'debrief meeting', 'hiring debrief'],
      },
      {
        type: 'multiple_choice',
        question: 'Two people both believe they own candidate follow-up. What is the most likely outcome?',
        options: ['Candidates get twice the attention', 'Nobody follows up', 'The process gets faster', 'The hiring manager takes over'],
        correct: [1],
      },
    ],
  },
  'Module quiz: from screen to offer': {
    title: 'From screen to offer',
    description: 'Screening, offer preparation and counter-offers. You have 10 minutes and two attempts.',
    timeLimit: 10,
    passMark: 70,
    maxAttempts: 2,
    questions: [
      {
        type: 'multiple_choice',
        question: 'What should a phone screen confirm before anything else?',
        options: [
          'The candidate’s hobbies',
          'Must-have requirements, salary range and availability',
          'Their opinion of competitors',
          'Their references',
        ],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'When is the best time to discuss salary expectations?',
        options: [
          'Only at the offer stage',
          'Early, during the first screen',
          'After the final interview',
          'Never: wait for the candidate to ask',
        ],
        correct: [1],
      },
      {
        type: 'short_answer',
        question: 'What is the offer a candidate’s current employer makes to keep them called?',
        accepted: ['counter-offer', 'counter offer', 'counteroffer', 'a counter-offer', 'a counter offer'],
      },
      {
        type: 'multiple_choice',
        question: 'Which of these reduce the risk of a counter-offer being accepted? Select all that apply.',
        options: [
          'Asking early what would make them stay',
          'Keeping the offer a surprise',
          'Talking through the resignation conversation',
          'Shortening the time between final interview and offer',
        ],
        correct: [0, 2, 3],
      },
      {
        type: 'long_answer',
        question: 'Your preferred candidate hesitates on a verbal offer. Write the three questions you would ask on that call.',
        points: 2,
      },
    ],
  },
  'Sourcing and outreach quiz': {
    title: 'Sourcing and outreach',
    description: 'Eight questions on Boolean logic, X-ray search and outreach. The timer gives you 12 minutes.',
    timeLimit: 12,
    passMark: 75,
    maxAttempts: 3,
    questions: [
      {
        type: 'short_answer',
        question: 'Which kind of search combines keywords with AND, OR and NOT?',
        accepted: ['boolean', 'boolean search', 'a boolean search', 'boolean string'],
      },
      {
        type: 'multiple_choice',
        question: 'Which string finds Java developers who do not mention JavaScript?',
        options: ['java AND javascript', 'java NOT javascript', 'java OR javascript', '"java javascript"'],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'What do quotation marks do in a search string?',
        options: ['Exclude the phrase', 'Match the exact phrase', 'Make the search case-sensitive', 'Nothing'],
        correct: [1],
      },
      {
        type: 'short_answer',
        question: 'Which search operator limits Google results to one website (as in X-ray searching LinkedIn)?',
        accepted: ['site:', 'site', 'site operator', 'the site: operator'],
      },
      {
        type: 'multiple_choice',
        question: 'Why do parentheses matter in (engineer OR developer) AND python?',
        options: [
          'They are ignored',
          'They group the OR terms so AND applies to both',
          'They exclude python',
          'They require an exact phrase',
        ],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'Which outreach messages tend to get more replies? Select all that apply.',
        options: [
          'A specific reason you contacted this person',
          'A full copy of the job description',
          'A short, clear next step',
          'The same template sent to everyone',
        ],
        correct: [0, 2],
      },
      {
        type: 'multiple_choice',
        question: 'A candidate has not replied to your first message. What is a reasonable follow-up?',
        options: [
          'Message daily until they answer',
          'One or two short follow-ups, a few days apart, adding something new',
          'Call their current employer',
          'Give up immediately',
        ],
        correct: [1],
      },
      {
        type: 'long_answer',
        question: 'Write a first outreach message (under 100 words) to a senior data engineer you found through an open-source project.',
        points: 2,
      },
    ],
  },
  'Structured interviewing assessment': {
    title: 'Structured interviewing assessment',
    description:
      'Ten scenario questions: spot the bias, improve the question, score the answer. 20 minutes; your scorecard upload is reviewed by an instructor.',
    timeLimit: 20,
    passMark: 70,
    maxAttempts: 2,
    questions: [
      {
        type: 'multiple_choice',
        question: 'What makes an interview "structured"?',
        options: [
          'It is held in a meeting room',
          'Every candidate gets the same job-related questions, scored against the same criteria',
          'It lasts exactly one hour',
          'Only one interviewer is present',
        ],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'An interviewer rates a candidate highly because they went to the same university. Which bias is this?',
        options: ['Confirmation bias', 'Affinity bias', 'Anchoring', 'Recency bias'],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'Which is the better behavioural question?',
        options: [
          'Are you a team player?',
          'Tell me about a time you disagreed with a teammate. What did you do?',
          'Where do you see yourself in five years?',
          'What is your greatest weakness?',
        ],
        correct: [1],
      },
      {
        type: 'short_answer',
        question: 'STAR answers cover Situation, Task, Action and … what?',
        accepted: ['result', 'results', 'the result'],
      },
      {
        type: 'multiple_choice',
        question: 'When should interviewers write down their scores?',
        options: [
          'Right after the interview, before talking to other interviewers',
          'At the debrief, after hearing the others',
          'At the end of the week',
          'Only if the candidate is hired',
        ],
        correct: [0],
      },
      {
        type: 'multiple_choice',
        question: 'Which questions should never be asked in an interview? Select all that apply.',
        options: [
          'Are you planning to have children?',
          'How did you prioritise competing deadlines?',
          'How old are you?',
          'What would you improve in your last project?',
        ],
        correct: [0, 2],
      },
      {
        type: 'multiple_choice',
        question:
          'The first answer a candidate gives was excellent, and the interviewer rates every later answer higher. Which effect is this?',
        options: ['Halo effect', 'Horn effect', 'Contrast effect', 'Central tendency'],
        correct: [0],
      },
      {
        type: 'short_answer',
        question: 'What do we call the written document listing the criteria and rating scale each interviewer uses?',
        accepted: ['scorecard', 'interview scorecard', 'a scorecard', 'score card'],
      },
      {
        type: 'long_answer',
        question: 'Rewrite this question so it is job-related and behavioural: "Do you work well under pressure?"',
      },
      {
        type: 'file_upload',
        question: 'Upload an interview scorecard for a role you hire for (PDF, Word, Excel or an image).',
        points: 3,
      },
    ],
  },
  'Interview readiness check': {
    title: 'Interview readiness check',
    description: 'A short self-check on STAR answers, research and questions to ask the interviewer.',
    timeLimit: null,
    passMark: null,
    maxAttempts: null,
    questions: [
      {
        type: 'multiple_choice',
        question: 'What should the "Action" part of a STAR answer focus on?',
        options: ['What the team did', 'What you personally did', 'What your manager decided', 'What went wrong'],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'Which are good sources to research before an interview? Select all that apply.',
        options: [
          'The company’s recent news and announcements',
          'The interviewers’ professional profiles',
          'Their private social media',
          'The job description, line by line',
        ],
        correct: [0, 1, 3],
      },
      {
        type: 'long_answer',
        question: 'Write one STAR answer to: "Tell me about a time you solved a problem under a tight deadline."',
      },
      {
        type: 'short_answer',
        question: 'What short message should you send the interviewer within a day of the interview?',
        accepted: [
          'thank-you note',
          'thank you note',
          'a thank-you note',
          'thank-you email',
          'thank you email',
          'thank-you message',
          'thank you message',
        ],
      },
    ],
  },
  'Employer branding quiz': {
    title: 'Employer branding',
    description: 'Eight questions on EVPs, careers content and brand metrics. 15 minutes, three attempts.',
    timeLimit: 15,
    passMark: 70,
    maxAttempts: 3,
    questions: [
      {
        type: 'short_answer',
        question: 'What does EVP stand for?',
        accepted: ['employee value proposition', 'employer value proposition'],
      },
      {
        type: 'multiple_choice',
        question: 'Where does a credible EVP come from?',
        options: [
          'The marketing team’s slogans',
          'What current employees actually value about working there',
          'Competitors’ careers pages',
          'The CEO’s vision statement only',
        ],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'Which careers-page content builds the most trust with candidates?',
        options: [
          'Stock photos',
          'Real employee stories and day-in-the-life content',
          'A long list of benefits with no context',
          'Awards logos only',
        ],
        correct: [1],
      },
      {
        type: 'multiple_choice',
        question: 'Which metrics tell you whether employer branding works? Select all that apply.',
        options: [
          'Offer acceptance rate',
          'Quality of applicants per channel',
          'Number of office plants',
          'Candidate experience survey scores',
        ],
        correct: [0, 1, 3],
      },
      {
        type: 'multiple_choice',
        question: 'A review site shows repeated complaints about slow feedback after interviews. What is the best first step?',
        options: [
          'Ask employees to post positive reviews',
          'Fix the feedback process and reply publicly with what changed',
          'Ignore it',
          'Remove the company page',
        ],
        correct: [1],
      },
      {
        type: 'short_answer',
        question: 'What is the percentage of offers that candidates accept called? (two or three words)',
        accepted: ['offer acceptance rate', 'acceptance rate', 'offer-acceptance rate'],
      },
      {
        type: 'multiple_choice',
        question: 'Which job ad wording is more inclusive?',
        options: [
          '"Rockstar ninja wanted"',
          '"You will build and maintain our payment services"',
          '"Young, dynamic team"',
          '"Native English speaker"',
        ],
        correct: [1],
      },
      {
        type: 'long_answer',
        question: 'In three sentences, describe your organisation’s EVP as a candidate would hear it.',
        points: 2,
      },
    ],
  },
  'Sourcing Lab': {
    title: 'Sourcing Lab',
    description:
      'Five search briefs against the demo talent pool of 2,000 candidates, from one AND to an X-ray search. Run your string as often as you like; the one in the box when you submit is graded on precision, recall and F1.',
    timeLimit: null,
    passMark: 60,
    maxAttempts: null,
    allowReview: true,
    questions: [
      {
        type: 'boolean_search',
        question: 'Find Go developers based in Berlin. Words without a field name search titles and skills.',
        points: 1,
        search: { referenceQuery: 'skills:go AND location:berlin', fields: TITLES_AND_SKILLS, passF1: 80 },
      },
      {
        type: 'boolean_search',
        question:
          'The talent team is growing: find recruiters, sourcers and talent acquisition partners anywhere in Germany. Mind the titles that are two words.',
        points: 2,
        search: {
          referenceQuery: 'title:(recruiter OR sourcer OR "talent acquisition") AND location:germany',
          fields: TITLES_AND_SKILLS,
          passF1: 75,
        },
      },
      {
        type: 'boolean_search',
        question:
          'Find senior, lead, staff or principal backend or platform engineers in Berlin who know Go or Rust. The client is Acme: leave out anyone working there.',
        points: 2,
        search: {
          referenceQuery:
            'title:(senior OR lead OR staff OR principal) AND title:(backend OR platform) AND skills:(go OR rust) AND location:berlin -company:acme',
          fields: TITLES_AND_SKILLS,
          passF1: 70,
        },
      },
      {
        type: 'boolean_search',
        question: 'Find data or analytics engineers who work with Airflow or dbt, in Germany, Switzerland or Austria. No juniors.',
        points: 3,
        search: {
          referenceQuery:
            'title:(data OR analytics) AND title:engineer AND skills:(airflow OR dbt) AND location:(germany OR switzerland OR austria) NOT title:junior',
          fields: TITLES_AND_SKILLS,
          passF1: 70,
        },
      },
      {
        type: 'boolean_search',
        question:
          'X-ray search: find DevOps, site reliability, cloud or infrastructure people who list Kubernetes, in Germany, and only those with a LinkedIn profile address (linkedin.com/in).',
        points: 3,
        search: {
          referenceQuery:
            'site:linkedin.com/in AND intitle:(devops OR "site reliability" OR cloud OR infrastructure) AND kubernetes AND location:germany',
          fields: TITLES_AND_SKILLS,
          passF1: 60,
        },
      },
    ],
  },
};
