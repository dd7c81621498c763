import styled from '@emotion/styled';
import { CONTACT_TOPICS } from '@launchops/contracts';
import { Send } from 'lucide-react';
import { FieldError, FormAnnouncements, StyledField, StyledHint, StyledSubmit } from '../shared/form-fields';
import { CONTACT_TOPIC_LABELS, type ContactTopic } from './contact-topics';
import { MESSAGE_MAX, useContactForm } from './use-contact-form';

const StyledForm = styled.form`
  display: grid;
  gap: 18px;
`;

const StyledRow = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledCounter = styled.span<{ over: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.over ? 'var(--lo-danger)' : 'inherit')};
`;

const StyledRequired = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: var(--lo-fg-muted);
`;

/** The contact form: validated in the browser, stored by POST /api/contact-messages. */
export function ContactForm({ initialTopic }: { initialTopic?: ContactTopic }) {
  const form = useContactForm(initialTopic);
  return (
    <StyledForm onSubmit={form.submit} noValidate aria-labelledby="contact-form-title">
      <StyledRequired>All fields are required.</StyledRequired>
      <StyledRow>
        <StyledField>
          <label htmlFor="contact-name">Your name</label>
          <input {...form.fieldProps('name')} type="text" autoComplete="name" maxLength={100} />
          <FieldError id="contact-name-error" message={form.errors.name} />
        </StyledField>
        <StyledField>
          <label htmlFor="contact-email">E-mail address</label>
          <input {...form.fieldProps('email', 'contact-email-hint')} type="email" autoComplete="email" inputMode="email" />
          <StyledHint id="contact-email-hint">We only use it to reply to you.</StyledHint>
          <FieldError id="contact-email-error" message={form.errors.email} />
        </StyledField>
      </StyledRow>
      <StyledField>
        <label htmlFor="contact-topic">Topic</label>
        <select {...form.fieldProps('topic')}>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
        <FieldError id="contact-topic-error" message={form.errors.topic} />
      </StyledField>
      <StyledField>
        <label htmlFor="contact-message">Message</label>
        <textarea {...form.fieldProps('message', 'contact-message-hint')} rows={7} />
        <StyledHint id="contact-message-hint">
          At least 10 characters.{' '}
          <StyledCounter over={form.values.message.length > MESSAGE_MAX}>
            {form.values.message.length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')}
          </StyledCounter>
        </StyledHint>
        <FieldError id="contact-message-error" message={form.errors.message} />
      </StyledField>
      <div>
        <FormAnnouncements
          placement="before"
          success={form.success && <p>{form.success}</p>}
          error={form.failure ? <p>{form.failure}</p> : form.invalidSummary && <p>{form.invalidSummary}</p>}
        />
        <StyledSubmit type="submit" disabled={form.sending}>
          <Send size={16} aria-hidden="true" />
          {form.sending ? 'Sending...' : 'Send message'}
        </StyledSubmit>
      </div>
    </StyledForm>
  );
}
