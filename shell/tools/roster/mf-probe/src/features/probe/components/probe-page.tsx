export function ProbePage() {
  return <h1>The probe remote</h1>;
}
