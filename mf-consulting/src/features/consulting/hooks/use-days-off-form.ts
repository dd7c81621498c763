import { type AdvisorSession, ApiRequestError, dateInZone, isRealDate, setDayOffInputSchema } from '@launchops/contracts';
import { type FormEvent, useState } from 'react';
import { useChangeDayOff } from '../api/advisor-console';
import { fullDay } from '../utils/zone-display';

/** Today on the advisor's clock (days off are her days). */
export const todayIn = (timeZone: string) => dateInZone(new Date(), timeZone);

const explain = (error: unknown) => (error instanceof ApiRequestError && error.status < 500 ? error.message : 'That could not be saved. Please try again.');

/** The days-off form: the day and reason typed, their errors, adding a day off and removing one, and what each did. */
export function useDaysOffForm(consultantId: number, timeZone: string, upcoming: readonly AdvisorSession[]) {
  const change = useChangeDayOff(consultantId);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ day?: string; reason?: string; form?: string }>({});
  const [status, setStatus] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const found: typeof errors = {};
    if (!day || !isRealDate(day)) found.day = 'Choose a day';
    else if (day < todayIn(timeZone)) found.day = 'Choose today or a later day.';
    const parsed = setDayOffInputSchema.safeParse({ reason });
    if (!parsed.success) found.reason = parsed.error.issues[0]?.message ?? 'Please give a reason';
    setErrors(found);
    if (found.day || found.reason || !parsed.success) return;
    try {
      await change.mutateAsync({ day, reason: parsed.data.reason });
      const booked = upcoming.filter((session) => session.date === day);
      const names = booked.map((session) => `${session.firstName} ${session.lastName} at ${session.time}`).join(', ');
      setStatus(
        `${fullDay(day)} is a day off: no session can be booked on it.` +
          (booked.length > 0 ? ` Already booked that day, and still booked: ${names}. Write to them if the session should move.` : ''),
      );
      setDay('');
      setReason('');
    } catch (error) {
      const issues = error instanceof ApiRequestError ? error.issues : [];
      setErrors({
        day: issues.find((i) => i.path === 'day')?.message,
        reason: issues.find((i) => i.path === 'reason')?.message,
        form: issues.length ? undefined : explain(error),
      });
    }
  };

  const remove = async (off: string) => {
    setStatus(null);
    setErrors({});
    try {
      await change.mutateAsync({ day: off });
      setStatus(`${fullDay(off)} is open for bookings again.`);
    } catch (error) {
      setErrors({ form: explain(error) });
    }
  };

  return { day, setDay, reason, setReason, errors, status, saving: change.isPending, add, remove };
}
