/** Texts of the booking flow that the product spec fixes word for word. */
export const BOOKING_FAILED_TOAST = {
  title: 'Booking Failed',
  description: 'There was an error booking your consultation. Please try again.',
} as const;

export const CONSULTANT_LOADING = 'Loading consultant information...';
export const CONSULTANT_UNAVAILABLE = 'Consultant information unavailable at the moment.';

/** Shown when the API answers 409 without a message of its own. */
export const SLOT_TAKEN_FALLBACK = 'That time has just been booked. Please choose another time.';
