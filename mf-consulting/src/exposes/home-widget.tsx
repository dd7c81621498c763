import { BookingHomeSection } from '../features/consulting/components/booking-home-section';

/** The home page's consultation booking section (mounted by the shell). */
export default function BookingHomeWidget() {
  return <BookingHomeSection />;
}
