import { Link } from 'react-router';

/** Home page preview of the checklist (static content). */
export default function ChecklistHomeWidget() {
  return (
    <section aria-labelledby="checklist-preview-title">
      <h3 id="checklist-preview-title">Interactive Startup Checklist</h3>
      <Link to="/checklist">View full interactive checklist</Link>
    </section>
  );
}
