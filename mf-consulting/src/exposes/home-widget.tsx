import { Link } from 'react-router';

export default function BookingHomeWidget() {
  return (
    <section aria-labelledby="book-consultation-title">
      <h3 id="book-consultation-title">Book a consultation</h3>
      <Link to="/consulting">Book a session</Link>
    </section>
  );
}
