/** The server's limits for a pool file and its name. */
export const POOL_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const POOL_NAME_MAX_LENGTH = 120;
export const POOL_DESCRIPTION_MAX_LENGTH = 2000;
export const POOL_FILE_ACCEPT = '.csv,.json,text/csv,application/json';

const POOL_FILE_NAME = /\.(csv|json)$/i;

export interface PoolImportValues {
  name: string;
  description: string;
  file: File | null;
}

/** What is wrong with the import form before it is sent (the server checks again), field by field; empty when it can go. */
export function poolImportProblems(values: PoolImportValues): Partial<Record<keyof PoolImportValues, string>> {
  const problems: Partial<Record<keyof PoolImportValues, string>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'Give the pool a name.';
  else if (name.length > POOL_NAME_MAX_LENGTH) problems.name = `The name can be at most ${POOL_NAME_MAX_LENGTH} characters.`;
  if (values.description.trim().length > POOL_DESCRIPTION_MAX_LENGTH) {
    problems.description = `The description can be at most ${POOL_DESCRIPTION_MAX_LENGTH} characters.`;
  }
  if (!values.file) problems.file = 'Choose a .csv or .json file.';
  else if (!POOL_FILE_NAME.test(values.file.name)) problems.file = 'The file must be a .csv or a .json file.';
  else if (values.file.size > POOL_FILE_MAX_BYTES) problems.file = 'The file is larger than 50 MB.';
  return problems;
}

/** The multipart body of the import: name, the description when there is one, and the file. */
export function poolImportBody(values: PoolImportValues & { file: File }): FormData {
  const body = new FormData();
  body.append('name', values.name.trim());
  const description = values.description.trim();
  if (description) body.append('description', description);
  body.append('file', values.file);
  return body;
}

/** The columns a pool file has, as the page describes them. */
export const POOL_COLUMNS: { name: string; description: string }[] = [
  { name: 'name', description: "The candidate's name. Every row needs one." },
  { name: 'title', description: 'Their job title, e.g. Senior Backend Engineer. Every row needs one.' },
  { name: 'company', description: 'Where they work now.' },
  { name: 'location', description: 'City and country, e.g. Berlin, Germany.' },
  { name: 'industry', description: 'The industry they work in.' },
  { name: 'skills', description: 'Separated by ; in a CSV file (Go; Kubernetes; PostgreSQL), a list in JSON.' },
  { name: 'languages', description: 'The languages they speak, written like skills.' },
  { name: 'years_experience', description: 'Years of experience, a whole number from 0 to 70.' },
  { name: 'open_to_work', description: 'true or false (yes and no work too).' },
  { name: 'summary', description: 'A few sentences about them, at most 2,000 characters.' },
  { name: 'profile_url', description: 'The address of their profile; site: searches look at it.' },
  { name: 'external_id', description: 'Optional: your own id, once per file. Without it the line number is used.' },
];

export const CSV_EXAMPLE = `name,title,company,location,industry,skills,languages,years_experience,open_to_work,summary,profile_url,external_id
Ana Silva,Senior Backend Engineer,Northwind,"Berlin, Germany",Software,Go;Kubernetes;PostgreSQL,English;Portuguese,8,true,Builds payment APIs in Go.,https://www.linkedin.com/in/ana-silva,c-001
Tom Berg,Talent Sourcer,Acme,"Munich, Germany",Recruiting,Boolean search;LinkedIn Recruiter,German;English,3,no,Sources engineers for start-ups.,https://www.linkedin.com/in/tom-berg,c-002`;

export const JSON_EXAMPLE = `[
  {
    "name": "Ana Silva",
    "title": "Senior Backend Engineer",
    "company": "Northwind",
    "location": "Berlin, Germany",
    "industry": "Software",
    "skills": ["Go", "Kubernetes", "PostgreSQL"],
    "languages": ["English", "Portuguese"],
    "years_experience": 8,
    "open_to_work": true,
    "summary": "Builds payment APIs in Go.",
    "profile_url": "https://www.linkedin.com/in/ana-silva",
    "external_id": "c-001"
  }
]`;
