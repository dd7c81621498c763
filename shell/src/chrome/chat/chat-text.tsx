import { Fragment } from 'react';
import { Link } from 'react-router';

/** Site paths the Operations Advisor may cite, e.g. /checklist/banking?task=get-an-ein or /blog/some-post. */
const SITE_PATH = /(\/(?:checklist|blog|software|tools|consulting|author)(?:\/[a-z0-9-]+)*(?:\?task=[a-z0-9-]+)?)/g;

/** Renders bot text as text (never HTML), turning site paths into links. */
export function ChatText({ text }: { text: string }) {
  const parts = text.split(SITE_PATH);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part}>
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
