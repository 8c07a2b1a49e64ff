import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { CandidateCardDto } from '@academy/api';
import { highlightSegments, type HighlightField } from '@academy/ui/candidate-search';
import './candidate-card.css';

/** A value with the words the search matched in `<mark>`. */
export function Highlighted({
  text,
  card,
  field,
  index = 0,
}: {
  text: string;
  card: CandidateCardDto;
  field: HighlightField;
  index?: number;
}) {
  return (
    <>
      {highlightSegments(text, card.highlights, field, index).map((segment, i) =>
        segment.mark ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}

/**
 * A candidate found by a search, compact: name, title at company, location, skills, and the summary when
 * the search matched words in it. `action` (a checkbox or a button) sits beside the name.
 */
export function CandidateCard({ card, action }: { card: CandidateCardDto; action?: ReactNode }) {
  const summaryMatched = card.highlights.some((range) => range.field === 'summary');
  return (
    <article className="candidate-card" aria-label={card.name}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Typography.Text strong className="candidate-card-name">
          {card.name}
        </Typography.Text>
        {action}
      </Flex>
      <div className="candidate-card-line">
        <Highlighted text={card.title} card={card} field="title" />
        {card.company ? (
          <>
            {' at '}
            <Highlighted text={card.company} card={card} field="company" />
          </>
        ) : null}
      </div>
      <div className="candidate-card-line candidate-card-secondary">
        <Highlighted text={card.location} card={card} field="location" />
        {` · ${card.yearsExperience} ${card.yearsExperience === 1 ? 'year' : 'years'}`}
        {card.openToWork ? ' · open to work' : ''}
      </div>
      {card.skills.length > 0 ? (
        <ul className="candidate-card-skills" aria-label={`Skills of ${card.name}`}>
          {card.skills.map((skill, index) => (
            <li key={index}>
              <Highlighted text={skill} card={card} field="skills" index={index} />
            </li>
          ))}
        </ul>
      ) : null}
      {summaryMatched ? (
        <div className="candidate-card-line candidate-card-secondary candidate-card-summary">
          <Highlighted text={card.summary} card={card} field="summary" />
        </div>
      ) : null}
    </article>
  );
}
