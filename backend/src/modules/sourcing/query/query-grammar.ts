/**
 * The search language as a Peggy grammar. It only reads structure (operators, groups, quotes, fields) and
 * returns raw parts with their offsets; query-parser.ts turns them into words and checks what they mean.
 * Mistakes a learner makes often (an unclosed group or quote, an operator with nothing beside it, a stray
 * closing parenthesis) have rules of their own that call `options.fail(message, offset, hint)`.
 *
 * Precedence, as on LinkedIn: quotes and parentheses, then NOT (and `-`), then AND (written or implied by
 * a space), then OR. Operators are read in any case; query-parser.ts warns about lowercase ones.
 */
export const QUERY_GRAMMAR = String.raw`
{
  const operators = [];
}

Query
  = _ expression:Or _ closer:")" {
      options.fail('Unexpected closing parenthesis at character ' + (location().end.offset), location().end.offset - 1,
        'Remove it, or add the ( it closes.');
    }
  / _ expression:Or _ !. { return { expression, operators }; }

Or
  = head:And tail:(_ op:OrWord _ next:And { return next; })* {
      return tail.length === 0 ? head : { type: 'or', children: [head, ...tail] };
    }

And
  = head:Unary tail:(AndSeparator @Unary)* {
      return tail.length === 0 ? head : { type: 'and', children: [head, ...tail] };
    }

AndSeparator
  = _ AndWord _
  / __ !(OrWord / ")" / !.)

Unary
  = NotWord _ child:Unary { return { type: 'not', child, start: location().start.offset }; }
  / "-" &TermStart child:Primary { return { type: 'not', child, start: location().start.offset }; }
  / Primary

Primary
  = Group
  / Field
  / Phrase
  / Word
  / MissingTerm

Group
  = "(" _ expression:Or _ ")" { return expression; }
  / "(" _ Or _ {
      const at = location();
      options.fail('Missing closing parenthesis at character ' + (at.end.offset + 1), at.end.offset,
        'The ( at character ' + (at.start.offset + 1) + ' is never closed: add ) where the group ends.');
    }

Field
  = name:$[a-zA-Z]+ ":" value:(Group / Phrase / Word)? {
      return { type: 'field', name, value, start: location().start.offset, end: location().end.offset };
    }

Phrase
  = '"' text:$[^"]* '"' { return { type: 'phrase', text, start: location().start.offset, end: location().end.offset }; }
  / '"' [^"]* {
      const at = location();
      options.fail('Missing closing quote at character ' + (at.end.offset + 1), at.end.offset,
        'The quote at character ' + (at.start.offset + 1) + ' is never closed: add " where the phrase ends.');
    }

Word
  = !(Operator Boundary) text:$[^ \t\r\n()"]+ {
      return { type: 'word', text, start: location().start.offset, end: location().end.offset };
    }

MissingTerm
  = op:$(OrWord / AndWord) Boundary {
      options.fail(op.toUpperCase() + ' at character ' + (location().start.offset + 1) + ' needs a search term on both sides',
        location().start.offset, 'Put a word, a "phrase" or a (group) before and after it.');
    }
  / &")" {
      options.missingTerm(location().start.offset);
    }
  / !. {
      options.missingTerm(location().start.offset);
    }

TermStart = [^ \t\r\n)]

Operator = OrWord / AndWord / NotWord

OrWord = word:$("OR"i) Boundary { operators.push({ word, offset: location().start.offset }); return word; }
AndWord = word:$("AND"i) Boundary { operators.push({ word, offset: location().start.offset }); return word; }
NotWord = word:$("NOT"i) Boundary { operators.push({ word, offset: location().start.offset }); return word; }

Boundary = &([ \t\r\n()"] / !.)

_ "space" = [ \t\r\n]*
__ "space" = [ \t\r\n]+
`;
