import type { AdvisorSession } from '@launchops/contracts';
import { CalendarOff } from 'lucide-react';
import { useId } from 'react';
import { useAdvisorDaysOff } from '../api/advisor-console';
import { todayIn, useDaysOffForm } from '../hooks/use-days-off-form';
import { fullDay } from '../utils/zone-display';
import { StyledDayRow } from './advisor-console-styles';
import { describedBy, FormField, fieldIds } from './form-field';
import { StyledForm, StyledRow } from './form-styles';
import { StyledButton, StyledCard, StyledFieldError, StyledHint } from '../../../components/styled-primitives';

/** The days off ahead, each with its remove button. */
function DaysOffList({ consultantId, saving, onRemove }: { consultantId: number; saving: boolean; onRemove(day: string): void }) {
  const list = useAdvisorDaysOff(consultantId);
  if (list.isPending) return <StyledHint role="status">Loading the days off...</StyledHint>;
  if (!list.data) return <StyledFieldError role="alert">The days off could not be loaded.</StyledFieldError>;
  if (list.data.length === 0) return <StyledHint>No days off ahead.</StyledHint>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Days off ahead">
      {list.data.map((off) => (
        <StyledDayRow key={off.day}>
          <span>
            <strong>{fullDay(off.day)}</strong>: {off.reason}
          </span>
          <StyledButton
            type="button"
            variant="secondary"
            disabled={saving}
            onClick={() => onRemove(off.day)}
            aria-label={`Remove the day off on ${fullDay(off.day)}`}
          >
            Remove
          </StyledButton>
        </StyledDayRow>
      ))}
    </ul>
  );
}

/** The advisor's days off: adding one (no session can be booked on it) and removing one. */
export function DaysOffCard({ consultantId, timeZone, upcoming }: { consultantId: number; timeZone: string; upcoming: readonly AdvisorSession[] }) {
  const headingId = useId();
  const prefix = useId();
  const ids = { day: fieldIds(prefix, 'day'), reason: fieldIds(prefix, 'reason') };
  const { day, setDay, reason, setReason, errors, status, saving, add, remove } = useDaysOffForm(consultantId, timeZone, upcoming);
  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>
        <CalendarOff size={20} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 8 }} />
        Days off
      </h2>
      <StyledHint style={{ margin: '0 0 16px' }}>
        No session can be booked on a day off; sessions already booked that day stay booked. US federal holidays are listed already.
      </StyledHint>
      <StyledForm noValidate onSubmit={(event) => void add(event)} aria-label="Add a day off">
        <StyledRow>
          <FormField ids={ids.day} label="Day" error={errors.day}>
            <input type="date" min={todayIn(timeZone)} value={day} onChange={(e) => setDay(e.target.value)} {...describedBy(ids.day, errors.day)} />
          </FormField>
          <FormField ids={ids.reason} label="Reason" error={errors.reason} hint="Shown on the booking page, e.g. Conference.">
            <input type="text" maxLength={80} value={reason} onChange={(e) => setReason(e.target.value)} {...describedBy(ids.reason, errors.reason, true)} />
          </FormField>
        </StyledRow>
        <div>
          <StyledButton type="submit" disabled={saving}>
            Add day off
          </StyledButton>
        </div>
      </StyledForm>
      {errors.form ? <StyledFieldError role="alert">{errors.form}</StyledFieldError> : null}
      <p role="status" className={status ? undefined : 'lo-visually-hidden'}>
        {status}
      </p>
      <DaysOffList consultantId={consultantId} saving={saving} onRemove={(off) => void remove(off)} />
    </StyledCard>
  );
}
