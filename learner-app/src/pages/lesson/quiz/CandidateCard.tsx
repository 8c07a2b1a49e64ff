import type { CandidateCardDto, HighlightRangeDto } from '@academy/api';
import { highlightSegments } from '@academy/ui/candidate-search';
import { skillsInOrder, yearsLabel } from './searchModel';

/** A value with the words the search matched wrapped in <mark>. */
export function Highlighted({
  text,
  highlights,
  field,
  index = 0,
}: {
  text: string;
  highlights: readonly HighlightRangeDto[];
  field: HighlightRangeDto['field'];
  index?: number;
}) {
  return (
    <>
      {highlightSegments(text, highlights, field, index).map((piece, position) =>
        piece.mark ? <mark key={position}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}

/** One search result, like a search engine's: who, their role, where, skills as tags, experience, open to work. */
export function CandidateCard({ card }: { card: CandidateCardDto }) {
  const { highlights } = card;
  const headingId = `qz-candidate-${card.id}`;
  return (
    <article className="qz-candidate" aria-labelledby={headingId}>
      <header className="qz-candidate__header">
        <h4 id={headingId} className="qz-candidate__name">
          {card.name}
        </h4>
        {card.openToWork ? <span className="qz-candidate__open">Open to work</span> : null}
      </header>
      <p className="qz-candidate__role">
        <Highlighted text={card.title} highlights={highlights} field="title" />
        {card.company ? (
          <>
            {' at '}
            <Highlighted text={card.company} highlights={highlights} field="company" />
          </>
        ) : null}
      </p>
      <p className="qz-candidate__meta">
        <span>
          <Highlighted text={card.location} highlights={highlights} field="location" />
        </span>
        <span>{yearsLabel(card.yearsExperience)}</span>
        {card.industry ? <span>{card.industry}</span> : null}
      </p>
      {card.profileUrl ? <p className="qz-candidate__url">{card.profileUrl}</p> : null}
      {card.skills.length > 0 ? (
        <ul className="qz-candidate__skills" aria-label="Skills">
          {skillsInOrder(card).map(({ skill, index, matched }) => (
            <li key={index} className={`qz-candidate__skill${matched ? ' qz-candidate__skill--matched' : ''}`}>
              <Highlighted text={skill} highlights={highlights} field="skills" index={index} />
            </li>
          ))}
        </ul>
      ) : null}
      {card.summary ? (
        <p className="qz-candidate__summary">
          <Highlighted text={card.summary} highlights={highlights} field="summary" />
        </p>
      ) : null}
    </article>
  );
}
