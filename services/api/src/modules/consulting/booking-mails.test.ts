import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { confirmationMail, formatPrice, paymentText } from './booking-mails.js';
import { newMeetingUrl } from './booking-context.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

const ROOM = 'https://video.example.com/rosa?pwd=a,b;c';
const POLICY = 'Sessions can be rescheduled free of charge up to 24 hours before they start (the policy as policies.yaml words it).';

describe('the video room of a booking', () => {
  it('is a Jitsi Meet room of its own, or the fixed ADVISOR_MEETING_URL', () => {
    const a = newMeetingUrl(undefined);
    const b = newMeetingUrl(undefined);
    expect(a).toMatch(/^https:\/\/meet\.jit\.si\/LaunchOps-[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(newMeetingUrl(ROOM)).toBe(ROOM);
  });

  it('ADVISOR_MEETING_URL must be an https:// URL, ADVISOR_EMAIL an address', () => {
    expect(loadEnv({ ADVISOR_MEETING_URL: ROOM, ADVISOR_EMAIL: 'rosa@example.com' })).toMatchObject({
      ADVISOR_MEETING_URL: ROOM,
      ADVISOR_EMAIL: 'rosa@example.com',
    });
    expect(loadEnv({ ADVISOR_MEETING_URL: '' }).ADVISOR_MEETING_URL).toBeUndefined();
    expect(() => loadEnv({ ADVISOR_MEETING_URL: 'http://video.example.com/rosa' })).toThrow(/ADVISOR_MEETING_URL must be an https:\/\/ URL/);
    expect(() => loadEnv({ ADVISOR_MEETING_URL: 'javascript:alert(1)' })).toThrow(/ADVISOR_MEETING_URL/);
    expect(() => loadEnv({ ADVISOR_EMAIL: 'rosa' })).toThrow(/ADVISOR_EMAIL must be an e-mail address/);
    expect(loadEnv({ ADVISOR_EMAILS: ' Rosa@Example.com, sam@example.com ' }).ADVISOR_EMAILS).toEqual(['rosa@example.com', 'sam@example.com']);
    expect(loadEnv({}).ADVISOR_EMAILS).toEqual([]);
    expect(() => loadEnv({ ADVISOR_EMAILS: 'rosa@example.com,sam' })).toThrow(/ADVISOR_EMAILS holds e-mail addresses/);
  });
});

// The same describe again: the e-mail and its .ics (one describe was over 80 lines).
describe('the video room of a booking', () => {
  it('is the .ics LOCATION and URL and the e-mail’s video call line, with the price and length', () => {
    const booking = {
      id: 9,
      visitorId: 'v',
      consultantId: 1,
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      date: '2026-03-03',
      time: '9:00 AM',
      startsAt: new Date('2026-03-03T14:00:00Z'),
      topic: 'Tax & Accounting Setup',
      notes: '',
      status: 'confirmed',
      manageToken: 't'.repeat(43),
      createdAt: new Date('2026-03-01T10:00:00Z'),
      updatedAt: new Date('2026-03-01T10:00:00Z'),
      meetingUrl: ROOM,
      priceCents: 15050,
      visitorTimeZone: 'Asia/Tokyo',
      questionnaire: null,
      questionnaireUpdatedAt: null,
      paidWith: 'invoice-after-session',
      outcome: null,
      outcomeAt: null,
      holdUntil: null,
      cancelledAt: null,
      checkoutUrl: null,
      clientAddress: null,
    } satisfies ConsultationBookingEntity;
    const consultant = {
      id: 1,
      name: 'Rosa',
      specialty: '',
      experience: '',
      bio: '',
      avatarUrl: '',
      timezone: 'America/New_York',
      profileUrl: '',
      expertise: [],
      sessionPriceCents: 20000,
    };
    const mail = confirmationMail({
      booking,
      consultant,
      siteUrl: 'https://site.example',
      mailFrom: 'LaunchOps <hello@site.example>',
      now: new Date('2026-03-01T10:00:00Z'),
      cancellationPolicy: POLICY,
    });
    expect(mail.text).toContain(`Video call: ${ROOM}`);
    // The cancellation policy is the one wording of policies.yaml, not a typed variant of it.
    expect(mail.text).toContain(POLICY);
    expect(mail.text).not.toMatch(/Changes and cancellations are free until/);
    expect(mail.text).toContain('Price:      $150.50, invoiced by e-mail after the session');
    expect(mail.text).toContain('Your time:  Tuesday, March 3, 2026 at 11:00 PM Japan Standard Time (Asia/Tokyo)');
    const ics = mail.attachments![0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain('\r\nLOCATION:https://video.example.com/rosa?pwd=a\\,b\\;c\r\n');
    // A URI is not escaped as text: the library's `\,` would stay in the link, so the wrapper percent-encodes it.
    expect(ics).toContain('\r\nURL;VALUE=URI:https://video.example.com/rosa?pwd=a%2Cb%3Bc\r\n');
    expect(formatPrice(15000)).toBe('$150');
    expect(ics).toContain('Price: $150.50\\, invoiced by e-mail after the session');
    expect(ics).toContain('your time: Tuesday\\, March 3\\, 2026 at 11:00 PM Japan Standard Time (Asia/Tokyo)');
  });

  it('says how the session is paid: a plan credit or a charge at booking once billing sets them', () => {
    expect(paymentText('invoice-after-session')).toBe('invoiced by e-mail after the session; nothing is paid now');
    expect(paymentText('credit')).toBe('covered by a session credit of your plan; nothing to pay');
    expect(paymentText('charge')).toBe('paid at booking');
  });
});
