import { ChecklistPreview } from '../features/home-preview/components/checklist-preview';

/** Home page preview of the checklist (static content), rendered in the shell's resources section. */
export default function ChecklistHomeWidget() {
  return <ChecklistPreview />;
}
