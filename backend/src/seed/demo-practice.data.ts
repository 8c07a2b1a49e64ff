import type { PracticeSettings } from '../modules/practice/practice-settings.js';
import type { ScenarioReply } from '../modules/practice/public/practice-types.js';

const reply = (id: string, text: string, next: string, scores: Record<string, number>, feedback: string): ScenarioReply => ({
  id,
  text,
  feedback,
  scores,
  next,
});

/** The practice conversations of the demo academy, keyed by the title of their lesson (demo-academy.data.ts). */
export const DEMO_PRACTICE: Record<string, PracticeSettings> = {
  'Practice: the intake meeting': {
    mode: 'ai',
    persona: {
      name: 'Priya Raman',
      role: 'Head of Engineering, hiring manager',
      background:
        'Priya runs a platform team of fourteen at a logistics scale-up. Two senior engineers left last quarter, on-call is stretched, and she has been asked to hire a Senior Platform Engineer "yesterday". She has fifteen minutes between two meetings and a habit of listing every technology the team has ever touched.',
      wants:
        'Someone who can take over the Kubernetes platform and on-call within a month. She would happily skip the brief and have the recruiter "just send CVs".',
      hiddenFacts: [
        'The budget is 140k base, with no room above it this year.',
        'Kubernetes in production is a must-have; Go is a nice-to-have, despite being first on her list.',
        'The team is fully remote within two time zones of Berlin.',
        'She rejected the last two finalists for "not being senior enough" without written feedback.',
        'The interview loop has five stages and she would accept cutting it to three.',
      ],
    },
    objective:
      'Run the intake: agree the must-haves and nice-to-haves, the budget, the location rules and the interview process, and commit to a first shortlist date.',
    openingLine: "Thanks for grabbing me. Honestly, it's simple: I need a senior platform engineer. Can you just start sending me CVs?",
    maxTurns: 12,
    rubric: [
      {
        id: 'must-haves',
        name: 'Separates must-haves from nice-to-haves',
        weight: 3,
        good: 'Gets the manager to rank the requirements and name the two or three that are truly non-negotiable.',
        poor: 'Writes down the whole wish list as requirements.',
      },
      {
        id: 'budget',
        name: 'Pins down budget and location',
        weight: 2,
        good: 'Asks for the salary band and the remote or office rules directly, and confirms them back.',
        poor: 'Leaves compensation or location for later.',
      },
      {
        id: 'process',
        name: 'Shapes the interview process',
        weight: 2,
        good: 'Learns why past finalists were rejected and agrees a shorter loop with written feedback.',
        poor: 'Accepts the process as it is without asking about past rejections.',
      },
      {
        id: 'commitment',
        name: 'Closes with clear next steps',
        weight: 1,
        good: 'Agrees a shortlist date, a feedback turnaround and how they will stay in touch.',
        poor: 'Ends with "I will send CVs".',
      },
    ],
    passMark: 70,
    maxAttempts: null,
    graph: null,
  },

  'Practice: screening a hesitant candidate': {
    mode: 'scenario',
    persona: {
      name: 'Jonas Berger',
      role: 'Senior backend engineer, passive candidate',
      background:
        'Jonas has spent five years at a payments company. He answered your message out of curiosity, likes his team, and has been burned once by a recruiter who oversold a role.',
      wants: 'A real reason to move: more ownership and less time on the train, without a pay cut.',
      hiddenFacts: ['He has a three-month notice period.', 'His current base is 95k.', 'He is also talking to one other company.'],
    },
    objective:
      'Keep Jonas interested without overselling, and leave the call knowing his motivation, notice period and salary expectations.',
    openingLine: '',
    maxTurns: 10,
    rubric: [
      {
        id: 'rapport',
        name: 'Builds trust',
        weight: 3,
        good: 'Acknowledges the hesitation, is honest about the role and lets the candidate talk.',
        poor: 'Pushes the role and talks over the concern.',
      },
      {
        id: 'motivation',
        name: 'Uncovers motivation',
        weight: 2,
        good: 'Asks open questions about what would make a move worth it and listens for the real driver.',
        poor: 'Assumes money is the reason.',
      },
      {
        id: 'logistics',
        name: 'Covers the logistics',
        weight: 2,
        good: 'Confirms notice period, salary expectations and other processes before the call ends.',
        poor: 'Forgets the practical questions that decide whether the hire can happen.',
      },
    ],
    passMark: 70,
    maxAttempts: null,
    graph: {
      start: 'hello',
      nodes: [
        {
          id: 'hello',
          line: "Hi, thanks for calling. I should say up front: I'm not really looking. I replied mostly out of curiosity.",
          end: false,
          replies: [
            reply(
              'curious',
              "That's completely fine, curiosity is a good reason to talk. What made you curious enough to reply?",
              'why-reply',
              { rapport: 4, motivation: 3 },
              'You accepted his position and turned it into an open question.',
            ),
            reply(
              'pitch',
              'This role is a great opportunity, let me tell you about the company first.',
              'pitch-heard',
              { rapport: 1, motivation: 0 },
              'Launching into a pitch tells a passive candidate you are not listening.',
            ),
            reply(
              'money',
              'I think we can beat your current salary by a good margin.',
              'money-first',
              { rapport: 1, motivation: 1 },
              'Leading with money assumes his motive and spends your best card early.',
            ),
          ],
        },
        {
          id: 'why-reply',
          line: 'Honestly? The commute. It is ninety minutes each way, and I have less and less say in the architecture.',
          end: false,
          replies: [
            reply(
              'dig',
              'Ninety minutes is a lot. When you say less say in architecture, what does that look like day to day?',
              'ownership',
              { motivation: 4, rapport: 3 },
              'You followed the real driver instead of jumping to the job description.',
            ),
            reply(
              'remote',
              'Good news then, the role is fully remote. Shall I send the job description?',
              'jd-early',
              { motivation: 2, rapport: 2 },
              'True and relevant, but you stopped listening one question too early.',
            ),
          ],
        },
        {
          id: 'pitch-heard',
          line: "Sure... everybody says their company is great. What's actually different?",
          end: false,
          replies: [
            reply(
              'recover',
              "Fair challenge. Before I answer, what would 'different' need to mean for you?",
              'why-reply',
              { rapport: 3, motivation: 3 },
              'A good recovery: you handed the conversation back to him.',
            ),
            reply(
              'more-pitch',
              "We're growing fast and the culture is amazing.",
              'cooling',
              { rapport: 0, motivation: 0 },
              'Generic claims confirm his suspicion that this is a sales call.',
            ),
          ],
        },
        {
          id: 'money-first',
          line: "Money's fine where I am, to be honest. That's not really why I'd move.",
          end: false,
          replies: [
            reply(
              'ask-why',
              'Thanks for telling me. So what would make a move worth it for you?',
              'why-reply',
              { rapport: 3, motivation: 3 },
              'You took the correction well and asked the question you skipped.',
            ),
            reply(
              'insist',
              'Everyone says that, but a 20% raise is hard to ignore.',
              'cooling',
              { rapport: 0, motivation: 0 },
              'Arguing with a candidate about his own motives ends the trust.',
            ),
          ],
        },
        {
          id: 'ownership',
          line: 'Decisions get made two levels above me. I would like to own a service end to end again, including on-call.',
          end: false,
          replies: [
            reply(
              'honest-fit',
              'That matches this team: each engineer owns a service, on-call is one week in six. Does that sound like the ownership you mean?',
              'interested',
              { rapport: 4, motivation: 4 },
              'You connected the role to his words, and were honest about on-call.',
            ),
            reply(
              'oversell',
              'You would basically be the architect there, you could decide everything.',
              'oversold',
              { rapport: 1, motivation: 2 },
              'Overselling is what burned him before; he will check.',
            ),
          ],
        },
        {
          id: 'jd-early',
          line: 'Okay, send it. I will have a look when I get a moment.',
          end: false,
          replies: [
            reply(
              'keep-talking',
              'I will. Before I do, can I ask what would make you say yes to a first interview?',
              'ownership',
              { motivation: 3, rapport: 3 },
              'You kept the call going instead of ending on a document.',
            ),
            reply(
              'goodbye',
              'Great, talk soon!',
              'polite-end',
              { logistics: 0, motivation: 1 },
              'The call ends with no motivation, notice period or salary on record.',
            ),
          ],
        },
        {
          id: 'cooling',
          line: "Look, I think I'm fine where I am. Maybe another time.",
          end: false,
          replies: [
            reply(
              'door-open',
              'Understood, and thanks for your honesty. May I check in in a few months, in case things change?',
              'polite-end',
              { rapport: 2 },
              'A graceful exit keeps the relationship, even if this role is lost.',
            ),
            reply(
              'push',
              'Are you sure? This really is a rare opportunity.',
              'polite-end',
              { rapport: 0 },
              'Pushing after a clear no damages your reputation with his network too.',
            ),
          ],
        },
        {
          id: 'oversold',
          line: 'Really? Everything? That sounds too good. Who does the team report to, then?',
          end: false,
          replies: [
            reply(
              'correct',
              'Let me correct myself: you would own a service end to end, architecture decisions are made together in the team. I overstated it.',
              'interested',
              { rapport: 3, motivation: 3 },
              'Correcting yourself quickly rebuilds trust.',
            ),
            reply(
              'double-down',
              'To the CTO, and you would have a lot of freedom, trust me.',
              'cooling',
              { rapport: 0 },
              '"Trust me" after an overstatement is what he was afraid of.',
            ),
          ],
        },
        {
          id: 'interested',
          line: 'That actually sounds interesting. What would the next steps be?',
          end: false,
          replies: [
            reply(
              'logistics',
              'A 45-minute call with the team lead. Before I set it up: what is your notice period, what salary would make a move work, and are you talking to anyone else?',
              'good-end',
              { logistics: 4, rapport: 3 },
              'You asked the three questions that decide whether an offer can land, openly and at the right moment.',
            ),
            reply(
              'book-only',
              'I will book a call with the team lead and send you an invite.',
              'good-end',
              { logistics: 1 },
              'Momentum is good, but you still do not know his notice period or salary expectations.',
            ),
          ],
        },
        {
          id: 'good-end',
          line: 'Three months notice, I am at 95 base, and yes, I am talking to one other company. Send the invite, I am in.',
          end: true,
          replies: [],
        },
        {
          id: 'polite-end',
          line: 'Thanks for calling anyway. Take care.',
          end: true,
          replies: [],
        },
      ],
    },
  },

  'Practice: delivering a rejection with care': {
    mode: 'scenario',
    persona: {
      name: 'Amara Osei',
      role: 'Product designer, final-round candidate',
      background:
        'Amara reached the final round for a Senior Product Designer role and took a day off for the on-site. The panel chose another candidate with more B2B experience. She picks up your call hopeful.',
      wants: 'A clear answer, specific feedback she can use, and to know whether the door stays open.',
      hiddenFacts: ['She turned down another offer last week to stay in this process.'],
    },
    objective:
      'Tell Amara she was not selected, clearly and early, give one or two specific, useful pieces of feedback, and keep the relationship.',
    openingLine: '',
    maxTurns: 10,
    rubric: [
      {
        id: 'clarity',
        name: 'Delivers the news clearly',
        weight: 3,
        good: 'Says the decision in the first sentences, without false hope or jargon.',
        poor: 'Circles around the decision or hints at a maybe.',
      },
      {
        id: 'empathy',
        name: 'Shows empathy',
        weight: 2,
        good: 'Acknowledges her effort and feelings, listens, and does not argue.',
        poor: 'Rushes, defends the decision or makes it about the company.',
      },
      {
        id: 'feedback',
        name: 'Gives useful feedback',
        weight: 2,
        good: 'Shares one or two specific, honest points from the panel she can act on.',
        poor: 'Gives no feedback, or vague phrases like "culture fit".',
      },
    ],
    passMark: 70,
    maxAttempts: null,
    graph: {
      start: 'hello',
      nodes: [
        {
          id: 'hello',
          line: 'Hi! I was hoping you would call. How did it go with the panel?',
          end: false,
          replies: [
            reply(
              'direct',
              "Thank you for picking up, Amara. I'm sorry: the team has decided not to move forward with you for this role.",
              'hurt',
              { clarity: 4, empathy: 3 },
              'Clear in the first sentence, and kind.',
            ),
            reply(
              'smalltalk',
              'Hi Amara! How has your week been? The panel really enjoyed meeting you.',
              'hopeful',
              { clarity: 1, empathy: 2 },
              'Warm, but it raises her hopes just before the news.',
            ),
            reply(
              'email',
              'I just wanted to say you will get an e-mail with the outcome later today.',
              'confused',
              { clarity: 0, empathy: 1 },
              'A call that withholds the news is worse than no call.',
            ),
          ],
        },
        {
          id: 'hopeful',
          line: 'Oh, that is great to hear! So, is it good news?',
          end: false,
          replies: [
            reply(
              'now-direct',
              "I'm sorry, it isn't: they decided to go with another candidate. I wanted to tell you myself.",
              'hurt',
              { clarity: 3, empathy: 3 },
              'You got there, a little late after raising her hopes.',
            ),
            reply(
              'vague',
              'Well, it was a really close call and they had a lot to think about...',
              'confused',
              { clarity: 0, empathy: 1 },
              'Vagueness leaves her guessing and prolongs the pain.',
            ),
          ],
        },
        {
          id: 'confused',
          line: "Sorry, I'm confused. Did I get it or not?",
          end: false,
          replies: [
            reply(
              'clear-now',
              "You're right to ask. No, I'm sorry, the team chose another candidate.",
              'hurt',
              { clarity: 2, empathy: 2 },
              'Clear at last; the confusion could have been avoided.',
            ),
            reply(
              'still-vague',
              'It is not a definite no, but it is not a yes right now.',
              'upset-end',
              { clarity: 0, empathy: 0 },
              'A "soft no" she cannot act on is not kind.',
            ),
          ],
        },
        {
          id: 'hurt',
          line: 'Oh. Okay. That is disappointing. I turned down another offer last week to stay in your process.',
          end: false,
          replies: [
            reply(
              'acknowledge',
              'That makes this even harder to hear, and I am sorry. Thank you for telling me. Would some specific feedback from the panel be useful?',
              'feedback-ask',
              { empathy: 4 },
              'You acknowledged what it cost her before moving on.',
            ),
            reply(
              'defend',
              'I understand, but we never asked you to turn anything down.',
              'defensive',
              { empathy: 0 },
              'True, and exactly the wrong thing to say now.',
            ),
          ],
        },
        {
          id: 'defensive',
          line: 'I know. I just thought it was going well.',
          end: false,
          replies: [
            reply(
              'repair',
              'It did go well in many ways, and I am sorry for how that came out. May I share what the panel said?',
              'feedback-ask',
              { empathy: 2 },
              'A quick apology repairs part of the damage.',
            ),
            reply(
              'close-fast',
              'Thanks for your time, Amara, best of luck.',
              'upset-end',
              { empathy: 0, feedback: 0 },
              'Ending here leaves her with nothing but the rejection.',
            ),
          ],
        },
        {
          id: 'feedback-ask',
          line: 'Yes, please. What could I have done differently?',
          end: false,
          replies: [
            reply(
              'specific',
              'Your research case study was the strongest they saw. The chosen candidate had shipped B2B admin tools, and the panel wanted more evidence of designing for complex permissions.',
              'door',
              { feedback: 4, clarity: 3 },
              'Specific, honest and something she can work on.',
            ),
            reply(
              'fit',
              'They felt it was more about culture fit.',
              'door',
              { feedback: 0 },
              '"Culture fit" tells her nothing and can hide bias.',
            ),
          ],
        },
        {
          id: 'door',
          line: 'Thank you for being honest. Would you consider me for other roles?',
          end: false,
          replies: [
            reply(
              'keep-in-touch',
              'Yes. The hiring manager asked me to keep you in mind for the design systems role opening next quarter. May I reach out then?',
              'kind-end',
              { empathy: 4, clarity: 3 },
              'A real, specific open door, not a platitude.',
            ),
            reply(
              'generic',
              'Of course, keep an eye on our careers page.',
              'kind-end',
              { empathy: 1 },
              'Polite, but it puts all the work on her.',
            ),
          ],
        },
        {
          id: 'kind-end',
          line: 'I appreciate the call. It is disappointing, but this helps. Talk soon.',
          end: true,
          replies: [],
        },
        {
          id: 'upset-end',
          line: 'Right. Okay. Bye.',
          end: true,
          replies: [],
        },
      ],
    },
  },
};
