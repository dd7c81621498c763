/** The consulting FAQ, shown on /consulting and searched by the Operations Advisor. */
export const consultingFaq: Array<{ ref: string; question: string; answer: string }> = [
  {
    ref: 'session-format',
    question: 'How long is a consulting session and how does it happen?',
    answer:
      'Each consulting session lasts 60 minutes and takes place by video call. You can share your screen to walk through documents, spreadsheets or tools together, and the calendar invitation in your confirmation e-mail holds the date and time.',
  },
  {
    ref: 'questionnaire',
    question: 'What happens after I book a consultation?',
    answer:
      'Right after booking you receive a confirmation e-mail with a calendar invitation, then a short questionnaire about your company, its stage and the questions you want covered, so the hour is spent on your situation rather than on background.',
  },
  {
    ref: 'reschedule',
    question: 'Can I reschedule or cancel a consultation?',
    answer:
      'Yes. Rescheduling or cancelling is free up to 24 hours before the session, using the manage link in your confirmation e-mail. Inside 24 hours the booking can no longer be changed online; write to us through the contact page instead.',
  },
  {
    ref: 'follow-up',
    question: 'Can I have follow-up check-ins after a consultation?',
    answer:
      'Yes. Many founders book a follow-up check-in a few weeks later to review progress on the plan agreed in the first session, for example after forming the company or before running the first payroll.',
  },
  {
    ref: 'topics',
    question: 'What topics can a consultation cover?',
    answer:
      'Legal formation and entity setup, banking and finance systems, tax and accounting setup, HR and hiring compliance, choosing business software, designing operations processes, and general operational strategy. The advisor gives operational guidance, not legal or tax advice; for filings that need a lawyer or CPA we help you prepare the right questions.',
  },
  {
    ref: 'booking',
    question: 'How do I book a consultation with the advisor?',
    answer:
      'Open the consulting page, pick a date and one of the free times (9:00 AM to 4:00 PM in the advisor\'s time zone), choose a topic and submit the form. Times already taken are greyed out, and each slot can only be booked once.',
  },
];
