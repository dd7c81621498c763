import { BellRing, CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { StyledButton } from '../../../components/button';
import { useFeed, useFeedChange, useReminders, useRemindersChange } from '../../../utils/plan-api';
import { StyledActions, StyledFeed, StyledForm } from './plan-page-styles';

export function CalendarFeed() {
  const feed = useFeed();
  const change = useFeedChange();
  const [copied, setCopied] = useState(false);
  const id = useId();
  const address = feed.data?.feed;
  const copy = async () => {
    if (!address) return;
    await navigator.clipboard?.writeText(address.url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="no-print">
      <h2 id={`${id}-title`}>Keep the deadlines in your calendar</h2>
      <StyledFeed>
        <p>
          A private calendar address lists your deadlines and follows your plan when your answers change. Google Calendar, Apple Calendar and Outlook can
          subscribe to it. Anyone with the address can read your deadlines, so keep it to yourself; you can stop it at any time.
        </p>
        {feed.isError && <p role="alert">The calendar address could not be loaded. Please reload the page.</p>}
        {change.isError && <p role="alert">{errorText(change.error)}</p>}
        {address ? (
          <>
            <label htmlFor={id}>Your private calendar address</label>
            <input id={id} readOnly value={address.url} onFocus={(event) => event.currentTarget.select()} />
            <StyledActions>
              <StyledButton type="button" variant="secondary" size="sm" onClick={copy}>
                <Copy size={16} aria-hidden="true" /> {copied ? 'Copied' : 'Copy address'}
              </StyledButton>
              <a href={address.webcalUrl}>Subscribe in Apple Calendar or Outlook</a>
              <a href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(address.webcalUrl)}`} target="_blank" rel="noreferrer">
                Add to Google Calendar
              </a>
            </StyledActions>
            <StyledActions>
              <StyledButton type="button" variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate('create')}>
                Make a new address (the old one stops working)
              </StyledButton>
              <StyledButton
                type="button"
                variant="ghost"
                size="sm"
                disabled={change.isPending}
                onClick={() => {
                  if (window.confirm('Stop this calendar address? Calendars subscribed to it will stop updating.')) change.mutate('revoke');
                }}
              >
                Stop this address
              </StyledButton>
            </StyledActions>
          </>
        ) : (
          <StyledActions>
            <StyledButton type="button" disabled={change.isPending || feed.isPending} onClick={() => change.mutate('create')}>
              <CalendarPlus size={18} aria-hidden="true" /> Create my calendar address
            </StyledButton>
          </StyledActions>
        )}
        <p>
          Or <a href="/api/plan/calendar.ics">download the deadlines once as an .ics file</a> (it will not update).
        </p>
      </StyledFeed>
    </section>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'That did not work. Please try again.');

export function Reminders() {
  const reminders = useReminders();
  const change = useRemindersChange();
  const [email, setEmail] = useState('');
  const id = useId();
  const current = reminders.data?.reminders;
  return (
    <section aria-labelledby={`${id}-title`} className="no-print">
      <h2 id={`${id}-title`}>Reminders by e-mail</h2>
      <StyledFeed>
        <p>We can e-mail you a week before each deadline in your plan and again the day before, with what to file and where.</p>
        {reminders.isError && <p role="alert">Your reminder settings could not be loaded. Please reload the page.</p>}
        {change.isError && <p role="alert">{errorText(change.error)}</p>}
        {current ? (
          <>
            <p role="status">
              {current.status === 'pending'
                ? `Check your inbox: we sent a confirmation link to ${current.email}. Nothing else is sent until you confirm.`
                : `Reminders go to ${current.email}. Each one has a one-click unsubscribe link.`}
            </p>
            <StyledActions>
              <StyledButton type="button" variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate(null)}>
                Stop reminders
              </StyledButton>
            </StyledActions>
          </>
        ) : (
          <StyledForm
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate(email.trim());
            }}
          >
            <label htmlFor={id}>Your e-mail address</label>
            <input id={id} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
            <StyledActions>
              <StyledButton type="submit" disabled={change.isPending || reminders.isPending}>
                <BellRing size={18} aria-hidden="true" /> Send me reminders
              </StyledButton>
            </StyledActions>
            <p>
              We first send a link to confirm the address. We use it for these reminders only; see the <Link to="/privacy">privacy policy</Link>.
            </p>
          </StyledForm>
        )}
      </StyledFeed>
    </section>
  );
}
