import { Fragment } from 'react';
import { Link } from 'react-router';

/** Site paths the Operations Advisor may cite, e.g. /checklist/banking?task=get-an-ein or /blog/some-post. */
const SITE_PATH = /(\/(?:checklist|blog|software|tools|consulting|author)(?:\/[a-z0-9-]+)*(?:\?task=[a-z0-9-]+)?)/g;
/** "- File your 83(b) election within 30 days: /checklist/legal?task=file-83b-election": a titled source line. */
const SOURCE_LINE = /^- (.+): (\/(?:checklist|blog|software|tools|consulting|author)(?:\/[a-z0-9-]+)*(?:\?task=[a-z0-9-]+)?)$/;
/** How a bare section path reads in a sentence. */
const SECTION_NAMES: Record<string, string> = {
  '/consulting': 'the consulting page',
  '/checklist': 'the checklist',
  '/tools': 'the tools page',
  '/software': 'the software page',
  '/blog': 'the blog',
};

function InlineText({ text }: { text: string }) {
  const parts = text.split(SITE_PATH);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part}>
            {SECTION_NAMES[part] ?? part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Renders bot text as text (never HTML): a source line becomes a link named after its title, other site paths links. */
export function ChatText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => {
        const source = SOURCE_LINE.exec(line);
        return (
          <Fragment key={index}>
            {index > 0 ? '\n' : null}
            {source ? (
              <>
                {'- '}
                <Link to={source[2]!}>{source[1]}</Link>
              </>
            ) : (
              <InlineText text={line} />
            )}
          </Fragment>
        );
      })}
    </>
  );
}
