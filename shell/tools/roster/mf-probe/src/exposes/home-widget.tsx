export default function ProbeWidget() {
  return <p>The probe remote's home widget</p>;
}
