import styled from '@emotion/styled';
import { ApiRequestError, apiRequest, CONTACT_TOPICS, contactMessageAcceptedSchema, contactMessageInputSchema } from '@launchops/contracts';
import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { describedBy, FieldError, fieldMessages, FormAnnouncements, requestErrorMessage, StyledField, StyledHint, StyledSubmit } from '../shared/form-fields';

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  consulting: 'Consulting sessions',
  partnership: 'Partnerships',
  privacy: 'Privacy and data requests',
  press: 'Press',
};

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const MESSAGE_MAX = 5000;
const emptyValues = (topic: ContactTopic | '' = ''): Values => ({ name: '', email: '', topic, message: '' });

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

/** Validates with the API's own schema, so the form and the server agree on every message. */
function validate(values: Values): Errors {
  const result = contactMessageInputSchema.safeParse({ ...values, topic: values.topic || undefined });
  return result.success ? {} : fieldMessages(result.error.issues, FIELDS);
}

export const isContactTopic = (value: string | null): value is ContactTopic => value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);

/** The contact form: validated in the browser, stored by POST /api/contact-messages. */
export function ContactForm({ initialTopic }: { initialTopic?: ContactTopic }) {
  const [values, setValues] = useState<Values>(() => emptyValues(initialTopic));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setSuccess(undefined);
    // After a first attempt, messages follow the input so a fixed field stops being flagged at once.
    if (submitted) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSuccess(undefined);
    setFailure(undefined);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      const body = contactMessageInputSchema.parse(values);
      const accepted = await apiRequest('POST', '/api/contact-messages', contactMessageAcceptedSchema, body);
      setSuccess(accepted.message);
      setValues(emptyValues(initialTopic));
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues.length > 0) {
        const fromServer = fieldMessages(error.issues, FIELDS);
        setErrors(fromServer);
        focusFirst(fromServer);
      }
      setFailure(requestErrorMessage(error, 'You have sent several messages in the last minute. Please wait a minute and try again.'));
    } finally {
      setSending(false);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const invalidSummary =
    submitted && errorCount > 0 && !failure ? `Please correct ${errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked below.` : undefined;

  const fieldProps = (field: Field, hintId?: string) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(hintId, errors[field] && `contact-${field}-error`),
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      controls.current[field] = element;
    },
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <StyledRequired>All fields are required.</StyledRequired>
      <StyledRow>
        <StyledField>
          <label htmlFor="contact-name">Your name</label>
          <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={100} />
          <FieldError id="contact-name-error" message={errors.name} />
        </StyledField>
        <StyledField>
          <label htmlFor="contact-email">E-mail address</label>
          <input {...fieldProps('email', 'contact-email-hint')} type="email" autoComplete="email" inputMode="email" />
          <StyledHint id="contact-email-hint">We only use it to reply to you.</StyledHint>
          <FieldError id="contact-email-error" message={errors.email} />
        </StyledField>
      </StyledRow>
      <StyledField>
        <label htmlFor="contact-topic">Topic</label>
        <select {...fieldProps('topic')}>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
        <FieldError id="contact-topic-error" message={errors.topic} />
      </StyledField>
      <StyledField>
        <label htmlFor="contact-message">Message</label>
        <textarea {...fieldProps('message', 'contact-message-hint')} rows={7} />
        <StyledHint id="contact-message-hint">
          At least 10 characters.{' '}
          <StyledCounter over={values.message.length > MESSAGE_MAX}>
            {values.message.length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')}
          </StyledCounter>
        </StyledHint>
        <FieldError id="contact-message-error" message={errors.message} />
      </StyledField>
      <div>
        <FormAnnouncements
          placement="before"
          success={success && <p>{success}</p>}
          error={failure ? <p>{failure}</p> : invalidSummary && <p>{invalidSummary}</p>}
        />
        <StyledSubmit type="submit" disabled={sending}>
          <Send size={16} aria-hidden="true" />
          {sending ? 'Sending...' : 'Send message'}
        </StyledSubmit>
      </div>
    </StyledForm>
  );
}
