import { ApiRequestError, apiRequest, contactMessageAcceptedSchema, contactMessageInputSchema } from '@launchops/contracts';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { describedBy, fieldMessages, requestErrorMessage } from '../shared/form-fields';
import type { ContactTopic } from './contact-topics';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export const MESSAGE_MAX = 5000;
const emptyValues = (topic: ContactTopic | '' = ''): Values => ({ name: '', email: '', topic, message: '' });

/** Validates with the API's own schema, so the form and the server agree on every message. */
function validate(values: Values): Errors {
  const result = contactMessageInputSchema.safeParse({ ...values, topic: values.topic || undefined });
  return result.success ? {} : fieldMessages(result.error.issues, FIELDS);
}

/** The contact form's values, messages and sending: validated as the API validates, then posted. */
export function useContactForm(initialTopic?: ContactTopic) {
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

  return { values, errors, sending, success, failure, invalidSummary, fieldProps, submit };
}
