import type { Faker } from '@faker-js/faker';
import type { ProfileInput } from '../pool-rows.js';

/**
 * A synthetic recruiting taxonomy: role families with their titles and skills, seniority, industries
 * and fictional companies, locations in several countries. Nothing here is a real person's data.
 */
interface RoleFamily {
  key: string;
  weight: number;
  titles: string[];
  /** Skills nearly everyone in the family lists. */
  core: string[];
  /** Skills some list. */
  extra: string[];
  /** Skills listed with their own probability, besides those picked above. */
  boost?: [string, number][];
}

const FAMILIES: RoleFamily[] = [
  {
    key: 'backend',
    weight: 22,
    titles: ['Backend Engineer', 'Backend Developer', 'Software Engineer, Backend', 'Platform Engineer'],
    core: ['Go', 'Rust', 'Java', 'Kotlin', 'Python', 'Node.js', 'C#', 'Scala', 'Elixir', 'Ruby'],
    extra: [
      'PostgreSQL',
      'Kafka',
      'Kubernetes',
      'Docker',
      'AWS',
      'gRPC',
      'Redis',
      'Microservices',
      'REST APIs',
      'MySQL',
      '.NET',
      'Spring Boot',
    ],
    boost: [
      ['Go', 0.35],
      ['Rust', 0.2],
    ],
  },
  {
    key: 'frontend',
    weight: 12,
    titles: ['Frontend Engineer', 'Frontend Developer', 'UI Engineer', 'Web Developer'],
    core: ['React', 'TypeScript', 'JavaScript', 'Vue.js', 'Angular'],
    extra: ['CSS', 'HTML', 'Next.js', 'GraphQL', 'Redux', 'Svelte', 'Accessibility', 'Webpack', 'Jest', 'Storybook'],
  },
  {
    key: 'fullstack',
    weight: 9,
    titles: ['Full Stack Engineer', 'Full Stack Developer', 'Software Engineer'],
    core: ['TypeScript', 'React', 'Node.js', 'Python', 'Ruby on Rails', 'PHP', 'Go'],
    extra: ['PostgreSQL', 'Docker', 'AWS', 'GraphQL', 'Laravel', 'Django', 'MongoDB', 'Vue.js'],
  },
  {
    key: 'mobile',
    weight: 6,
    titles: ['iOS Engineer', 'Android Developer', 'Mobile Engineer', 'Mobile Developer'],
    core: ['Swift', 'Kotlin', 'React Native', 'Flutter'],
    extra: ['SwiftUI', 'Jetpack Compose', 'Objective-C', 'Dart', 'Firebase', 'Java', 'CI/CD'],
  },
  {
    key: 'data',
    weight: 10,
    titles: ['Data Engineer', 'Data Scientist', 'Machine Learning Engineer', 'Analytics Engineer', 'Data Analyst'],
    core: ['Python', 'SQL', 'Spark', 'Scala', 'R'],
    extra: ['Airflow', 'dbt', 'TensorFlow', 'PyTorch', 'pandas', 'Snowflake', 'BigQuery', 'Kafka', 'Tableau', 'Machine Learning', 'NLP'],
  },
  {
    key: 'devops',
    weight: 7,
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Infrastructure Engineer'],
    core: ['Kubernetes', 'Terraform', 'AWS', 'GCP', 'Azure'],
    extra: ['Docker', 'Ansible', 'Prometheus', 'Linux', 'Go', 'Python', 'CI/CD', 'Helm', 'Grafana', 'Bash'],
  },
  {
    key: 'security',
    weight: 3,
    titles: ['Security Engineer', 'Application Security Engineer', 'Cloud Security Engineer'],
    core: ['Penetration Testing', 'OWASP', 'Threat Modeling', 'Cloud Security'],
    extra: ['Python', 'SIEM', 'IAM', 'Go', 'Kubernetes', 'ISO 27001', 'Incident Response'],
  },
  {
    key: 'qa',
    weight: 4,
    titles: ['QA Engineer', 'Test Automation Engineer', 'Quality Engineer'],
    core: ['Selenium', 'Cypress', 'Playwright', 'Test Automation'],
    extra: ['Java', 'Python', 'JMeter', 'TypeScript', 'API Testing', 'CI/CD'],
  },
  {
    key: 'management',
    weight: 5,
    titles: ['Engineering Manager', 'Head of Engineering', 'VP Engineering', 'CTO'],
    core: ['Leadership', 'People Management', 'Hiring', 'Agile'],
    extra: ['Go', 'Java', 'Python', 'Kubernetes', 'AWS', 'Scrum', 'OKRs', 'Architecture'],
  },
  {
    key: 'product',
    weight: 6,
    titles: ['Product Manager', 'Product Owner', 'Technical Product Manager'],
    core: ['Product Strategy', 'Roadmapping', 'Agile', 'User Research'],
    extra: ['Scrum', 'Jira', 'SQL', 'A/B Testing', 'Analytics', 'Stakeholder Management'],
  },
  {
    key: 'design',
    weight: 4,
    titles: ['Product Designer', 'UX Designer', 'UI Designer', 'UX Researcher'],
    core: ['Figma', 'Prototyping', 'User Research', 'Design Systems'],
    extra: ['Sketch', 'Usability Testing', 'Accessibility', 'Adobe XD', 'Wireframing', 'HTML', 'CSS'],
  },
  {
    key: 'recruiting',
    weight: 5,
    titles: ['Technical Recruiter', 'Talent Acquisition Partner', 'Sourcer', 'Recruiter'],
    core: ['Sourcing', 'Boolean Search', 'Interviewing', 'LinkedIn Recruiter'],
    extra: ['Greenhouse', 'Employer Branding', 'Workday', 'Candidate Experience', 'Stakeholder Management', 'Talent Mapping'],
  },
  {
    key: 'sales',
    weight: 4,
    titles: ['Account Executive', 'Sales Development Representative', 'Customer Success Manager', 'Sales Manager'],
    core: ['Salesforce', 'B2B Sales', 'Negotiation', 'SaaS'],
    extra: ['HubSpot', 'Cold Calling', 'Account Management', 'CRM', 'Lead Generation'],
  },
  {
    key: 'marketing',
    weight: 3,
    titles: ['Marketing Manager', 'Growth Marketer', 'Content Marketing Manager', 'Performance Marketing Manager'],
    core: ['SEO', 'Google Analytics', 'Content Marketing', 'SEM'],
    extra: ['HubSpot', 'Copywriting', 'Google Ads', 'Social Media', 'Marketing Automation', 'A/B Testing'],
  },
];

/** Seniority with its share, the years of experience it spans and where it goes in a title. */
const SENIORITY: { label: string; weight: number; years: [number, number]; appliesTo?: (family: string) => boolean }[] = [
  { label: 'Junior', weight: 15, years: [0, 2], appliesTo: (family) => family !== 'management' },
  { label: '', weight: 32, years: [2, 6] },
  { label: 'Senior', weight: 35, years: [5, 14], appliesTo: (family) => family !== 'management' },
  { label: 'Lead', weight: 8, years: [8, 18], appliesTo: (family) => family !== 'management' },
  {
    label: 'Staff',
    weight: 5,
    years: [9, 20],
    appliesTo: (family) => ['backend', 'frontend', 'fullstack', 'data', 'devops', 'security', 'mobile'].includes(family),
  },
  {
    label: 'Principal',
    weight: 5,
    years: [12, 25],
    appliesTo: (family) => ['backend', 'frontend', 'data', 'devops', 'security', 'design', 'product'].includes(family),
  },
];

const INDUSTRIES = [
  'Fintech',
  'E-commerce',
  'Mobility',
  'Healthtech',
  'Gaming',
  'SaaS',
  'Insurance',
  'Logistics',
  'Media',
  'Energy',
  'Travel',
  'Consulting',
  'Public Sector',
  'Education',
];

/** Fictional companies, each in an industry. */
const COMPANIES: [string, string][] = [
  ['Acme', 'SaaS'],
  ['Globex', 'Consulting'],
  ['Initech', 'SaaS'],
  ['Nordlicht Bank', 'Fintech'],
  ['Zahlwerk', 'Fintech'],
  ['Fintory', 'Fintech'],
  ['Parcelly', 'Logistics'],
  ['Tradewind Logistics', 'Logistics'],
  ['Lumen Mobility', 'Mobility'],
  ['Radhaus', 'Mobility'],
  ['Helio Energy', 'Energy'],
  ['Windkraft Nord', 'Energy'],
  ['Mediora', 'Healthtech'],
  ['Vitalis Care', 'Healthtech'],
  ['Pixelhaus Games', 'Gaming'],
  ['Oakridge Games', 'Gaming'],
  ['Nimbus Retail', 'E-commerce'],
  ['Kaufladen', 'E-commerce'],
  ['Modaverse', 'E-commerce'],
  ['Sparrow Insurance', 'Insurance'],
  ['Versicherung 24', 'Insurance'],
  ['Atlas Travel', 'Travel'],
  ['Wanderlust Trips', 'Travel'],
  ['Brightwave Media', 'Media'],
  ['Zeitgeist Labs', 'Media'],
  ['Datavine', 'SaaS'],
  ['Cloudberry', 'SaaS'],
  ['Quantix', 'SaaS'],
  ['Ironclad Security', 'SaaS'],
  ['Beacon HR', 'SaaS'],
  ['Lernwerk', 'Education'],
  ['Campus Digital', 'Education'],
  ['Stadtwerk Digital', 'Public Sector'],
  ['Northwind Consulting', 'Consulting'],
  ['Müller & Söhne Digital', 'Consulting'],
  ['Óptima Pagos', 'Fintech'],
  ['Złota Rybka', 'E-commerce'],
  ['Caju Saúde', 'Healthtech'],
];

interface Place {
  city: string;
  country: string;
  weight: number;
  locale: string;
  languages: string[];
}

const PLACES: Place[] = [
  { city: 'Berlin', country: 'Germany', weight: 20, locale: 'de', languages: ['German'] },
  { city: 'München', country: 'Germany', weight: 7, locale: 'de', languages: ['German'] },
  { city: 'Hamburg', country: 'Germany', weight: 5, locale: 'de', languages: ['German'] },
  { city: 'Köln', country: 'Germany', weight: 3, locale: 'de', languages: ['German'] },
  { city: 'Frankfurt am Main', country: 'Germany', weight: 3, locale: 'de', languages: ['German'] },
  { city: 'Zürich', country: 'Switzerland', weight: 5, locale: 'de_ch', languages: ['German', 'French'] },
  { city: 'Genève', country: 'Switzerland', weight: 2, locale: 'fr_ch', languages: ['French'] },
  { city: 'Wien', country: 'Austria', weight: 3, locale: 'de_at', languages: ['German'] },
  { city: 'Kraków', country: 'Poland', weight: 4, locale: 'pl', languages: ['Polish'] },
  { city: 'Warszawa', country: 'Poland', weight: 3, locale: 'pl', languages: ['Polish'] },
  { city: 'Wrocław', country: 'Poland', weight: 2, locale: 'pl', languages: ['Polish'] },
  { city: 'São Paulo', country: 'Brazil', weight: 4, locale: 'pt_br', languages: ['Portuguese'] },
  { city: 'Florianópolis', country: 'Brazil', weight: 1, locale: 'pt_br', languages: ['Portuguese'] },
  { city: 'Lisboa', country: 'Portugal', weight: 3, locale: 'pt_pt', languages: ['Portuguese'] },
  { city: 'Porto', country: 'Portugal', weight: 1, locale: 'pt_pt', languages: ['Portuguese'] },
  { city: 'Madrid', country: 'Spain', weight: 3, locale: 'es', languages: ['Spanish'] },
  { city: 'Barcelona', country: 'Spain', weight: 3, locale: 'es', languages: ['Spanish', 'Catalan'] },
  { city: 'Málaga', country: 'Spain', weight: 1, locale: 'es', languages: ['Spanish'] },
  { city: 'Paris', country: 'France', weight: 4, locale: 'fr', languages: ['French'] },
  { city: 'Lyon', country: 'France', weight: 1, locale: 'fr', languages: ['French'] },
  { city: 'Amsterdam', country: 'Netherlands', weight: 5, locale: 'nl', languages: ['Dutch'] },
  { city: 'Rotterdam', country: 'Netherlands', weight: 1, locale: 'nl', languages: ['Dutch'] },
  { city: 'London', country: 'United Kingdom', weight: 6, locale: 'en_gb', languages: [] },
  { city: 'Manchester', country: 'United Kingdom', weight: 1, locale: 'en_gb', languages: [] },
  { city: 'Dublin', country: 'Ireland', weight: 2, locale: 'en_ie', languages: [] },
  { city: 'Stockholm', country: 'Sweden', weight: 2, locale: 'sv', languages: ['Swedish'] },
  { city: 'Malmö', country: 'Sweden', weight: 1, locale: 'sv', languages: ['Swedish'] },
  { city: 'København', country: 'Denmark', weight: 1, locale: 'da', languages: ['Danish'] },
  { city: 'Praha', country: 'Czechia', weight: 1, locale: 'cs', languages: ['Czech'] },
  { city: 'Toronto', country: 'Canada', weight: 2, locale: 'en_ca', languages: ['French'] },
  { city: 'New York', country: 'United States', weight: 2, locale: 'en_us', languages: ['Spanish'] },
];

const OTHER_LANGUAGES = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Polish',
  'Portuguese',
  'Dutch',
  'Turkish',
  'Arabic',
  'Ukrainian',
  'Russian',
  'Mandarin',
  'Hindi',
];

/** The fakers that give names, one per place's locale, all seeded alike. */
async function localeFakers(seed: number): Promise<{ main: Faker; byLocale: Map<string, Faker> }> {
  const module = await import('@faker-js/faker');
  const byLocale = new Map<string, Faker>([
    ['de', module.fakerDE],
    ['de_ch', module.fakerDE_CH],
    ['de_at', module.fakerDE_AT],
    ['fr_ch', module.fakerFR_CH],
    ['pl', module.fakerPL],
    ['pt_br', module.fakerPT_BR],
    ['pt_pt', module.fakerPT_PT],
    ['es', module.fakerES],
    ['fr', module.fakerFR],
    ['nl', module.fakerNL],
    ['en_gb', module.fakerEN_GB],
    ['en_ie', module.fakerEN_IE],
    ['sv', module.fakerSV],
    ['da', module.fakerDA],
    ['cs', module.fakerCS_CZ],
    ['en_ca', module.fakerEN_CA],
    ['en_us', module.fakerEN_US],
  ]);
  for (const faker of byLocale.values()) faker.seed(seed);
  module.faker.seed(seed);
  return { main: module.faker, byLocale };
}

function weighted<T extends { weight: number }>(faker: Faker, items: readonly T[]): T {
  return faker.helpers.weightedArrayElement(items.map((item) => ({ weight: item.weight, value: item })));
}

/** `Zoë Müller-Łukasz` → `zoe-muller-lukasz`: the slug of a profile address. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/giu, 'l')
    .replace(/ø/giu, 'o')
    .replace(/ß/gu, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const DEMO_POOL_SIZE = 2000;
export const DEMO_POOL_SEED = 2026;

/**
 * `count` synthetic candidate profiles, the same for the same seed (the demo pool is the first 2,000
 * with seed 2026; the bench asks for 100,000).
 */
export async function generateTalentPool(count: number, seed = DEMO_POOL_SEED): Promise<ProfileInput[]> {
  const { main: faker, byLocale } = await localeFakers(seed);
  const profiles: ProfileInput[] = [];
  for (let index = 1; index <= count; index++) {
    const family = weighted(faker, FAMILIES);
    const seniority = weighted(
      faker,
      SENIORITY.filter((level) => !level.appliesTo || level.appliesTo(family.key)),
    );
    const baseTitle = faker.helpers.arrayElement(family.titles);
    const title = seniority.label ? `${seniority.label} ${baseTitle}` : baseTitle;
    const yearsExperience = faker.number.int({ min: seniority.years[0], max: seniority.years[1] });

    const place = weighted(faker, PLACES);
    const remote = faker.datatype.boolean({ probability: 0.06 });
    const location = remote ? `Remote, ${place.country}` : `${place.city}, ${place.country}`;
    const person = byLocale.get(place.locale)!;
    const firstName = person.person.firstName();
    const lastName = person.person.lastName();
    const name = `${firstName} ${lastName}`;

    const [company, companyIndustry] = faker.datatype.boolean({ probability: 0.8 })
      ? faker.helpers.arrayElement(COMPANIES)
      : [person.company.name(), faker.helpers.arrayElement(INDUSTRIES)];
    const industry = companyIndustry;

    const core = faker.helpers.arrayElements(family.core, { min: 1, max: 3 });
    const extra = faker.helpers.arrayElements(family.extra, { min: 2, max: 5 });
    const boosted = (family.boost ?? []).filter(([, probability]) => faker.datatype.boolean({ probability })).map(([skill]) => skill);
    const skills = [...new Set([...core, ...boosted, ...extra])];

    const languages = [...place.languages];
    if (!languages.includes('English') && faker.datatype.boolean({ probability: place.locale.startsWith('en') ? 1 : 0.85 }))
      languages.push('English');
    if (faker.datatype.boolean({ probability: 0.25 })) {
      const other = faker.helpers.arrayElement(OTHER_LANGUAGES);
      if (!languages.includes(other)) languages.push(other);
    }
    if (languages.length === 0) languages.push('English');

    const openToWork = faker.datatype.boolean({ probability: 0.3 });
    const previous = faker.helpers.arrayElement(COMPANIES)[0];
    const summary = faker.helpers.arrayElement([
      `${title} with ${yearsExperience} years of experience in ${industry.toLowerCase()}. Works mostly with ${skills.slice(0, 3).join(', ')}.`,
      `${yearsExperience} years as ${baseTitle.toLowerCase()}${seniority.label ? ` (${seniority.label.toLowerCase()})` : ''}, previously at ${previous}. Strong in ${skills[0]} and ${skills[skills.length - 1]}.`,
      `Based in ${remote ? place.country : place.city}. ${faker.company.catchPhrase()}. Skills: ${skills.join(', ')}.`,
      `I build and lead ${family.key === 'management' ? 'teams' : 'products'} in ${industry.toLowerCase()}${openToWork ? ' and am open to new roles' : ''}. Toolbox: ${skills.slice(0, 4).join(', ')}.`,
    ]);

    const handle = slug(`${firstName} ${lastName}`);
    const site = faker.helpers.weightedArrayElement([
      { weight: 80, value: 'linkedin' },
      { weight: 12, value: 'github' },
      { weight: 8, value: 'personal' },
    ]);
    const profileUrl =
      site === 'linkedin'
        ? `https://www.linkedin.com/in/${handle}-${faker.string.alphanumeric({ length: 6, casing: 'lower' })}`
        : site === 'github'
          ? `https://github.com/${handle.replace(/-/g, '')}${faker.number.int({ min: 1, max: 99 })}`
          : `https://${slug(lastName) || 'me'}.${faker.helpers.arrayElement(['dev', 'io', 'me', 'de', 'com'])}`;

    profiles.push({
      externalId: `demo-${String(index).padStart(6, '0')}`,
      name,
      title,
      company,
      location,
      industry,
      skills,
      languages,
      yearsExperience,
      openToWork,
      summary,
      profileUrl,
    });
  }
  return profiles;
}

/** The demo pool's 2,000 synthetic profiles, the same on every install. */
export function demoTalentProfiles(): Promise<ProfileInput[]> {
  return generateTalentPool(DEMO_POOL_SIZE, DEMO_POOL_SEED);
}
