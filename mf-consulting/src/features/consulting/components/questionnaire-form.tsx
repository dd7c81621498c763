import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError, type BookingQuestionnaire, bookingQuestionnaireSchema, type ManagedBooking, QUESTIONNAIRE_STAGES } from '@launchops/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSaveQuestionnaire } from '../api/save-questionnaire';
import { describedBy, FormField, fieldIds } from './form-field';
import { StyledForm } from './form-styles';
import { StyledButton, StyledFieldError, StyledNotice } from './styled-primitives';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

interface QuestionnaireValues {
  company: string;
  stage: string;
  entity: string;
  goals: string;
  prepare: string;
}

type FieldName = keyof QuestionnaireValues;
const FIELD_NAMES: readonly FieldName[] = ['company', 'stage', 'entity', 'goals', 'prepare'];
const isFieldName = (path: string): path is FieldName => (FIELD_NAMES as readonly string[]).includes(path);

const resolver = zodResolver(bookingQuestionnaireSchema) as unknown as Resolver<QuestionnaireValues, unknown, BookingQuestionnaire>;

export interface QuestionnaireFormProps {
  token: string;
  booking: ManagedBooking;
  /** Asks the API again where the booking stands (after a refusal: the session started, or it was cancelled). */
  onRefused: () => Promise<unknown>;
}

/** The short questionnaire after booking: five questions, sent to the advisor; changeable until the session. */
export function QuestionnaireForm({ token, booking, onRefused }: QuestionnaireFormProps) {
  const prefix = useId();
  const ids = {
    company: fieldIds(prefix, 'company'),
    stage: fieldIds(prefix, 'stage'),
    entity: fieldIds(prefix, 'entity'),
    goals: fieldIds(prefix, 'goals'),
    prepare: fieldIds(prefix, 'prepare'),
    form: fieldIds(prefix, 'form'),
  };
  const saved = booking.questionnaire ?? null;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<QuestionnaireValues, unknown, BookingQuestionnaire>({
    resolver,
    defaultValues: {
      company: saved?.company ?? '',
      stage: saved?.stage ?? '',
      entity: saved?.entity ?? '',
      goals: saved?.goals ?? '',
      prepare: saved?.prepare ?? '',
    },
  });
  const save = useSaveQuestionnaire(token);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const advisor = booking.consultantName;

  const onSubmit = async (answers: BookingQuestionnaire) => {
    setStatus(null);
    setFailure(null);
    try {
      const updated = await save.mutateAsync(answers);
      const kept = updated.questionnaire ?? answers;
      reset({ company: kept.company, stage: kept.stage, entity: kept.entity ?? '', goals: kept.goals, prepare: kept.prepare });
      setStatus(`Thank you: ${advisor} has your answers and will read them before the session. You can change them here until it starts.`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0) {
        for (const issue of error.issues) if (isFieldName(issue.path)) setError(issue.path, { type: 'server', message: issue.message });
        return;
      }
      console.error('[mf_consulting] questionnaire failed', error);
      setFailure(error instanceof ApiRequestError && error.status < 500 ? error.message : 'Your answers could not be sent. Please try again.');
      if (error instanceof ApiRequestError && error.status === 409) await onRefused();
    }
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Questionnaire for the advisor">
      <FormField ids={ids.company} label="What does your company do?" error={errors.company?.message} hint="One or two sentences are plenty.">
        <textarea rows={3} maxLength={500} {...register('company')} {...describedBy(ids.company, errors.company?.message, true)} />
      </FormField>
      <FormField ids={ids.stage} label="What stage is it at?" error={errors.stage?.message}>
        <select {...register('stage')} {...describedBy(ids.stage, errors.stage?.message)}>
          <option value="">Select a stage</option>
          {QUESTIONNAIRE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        ids={ids.entity}
        label={
          <>
            Which legal entity, formed in which state? <small>(optional)</small>
          </>
        }
        error={errors.entity?.message}
        hint="For example: Delaware C corporation, or a Texas LLC. Leave it empty if you have not formed one yet."
      >
        <input type="text" maxLength={200} {...register('entity')} {...describedBy(ids.entity, errors.entity?.message, true)} />
      </FormField>
      <FormField
        ids={ids.goals}
        label="What are your top questions for the session?"
        error={errors.goals?.message}
        hint="The decisions or questions you most want settled by the end of the hour."
      >
        <textarea rows={4} maxLength={1000} {...register('goals')} {...describedBy(ids.goals, errors.goals?.message, true)} />
      </FormField>
      <FormField
        ids={ids.prepare}
        label={
          <>
            Documents to share, or anything {advisor} should read first? <small>(optional)</small>
          </>
        }
        error={errors.prepare?.message}
        hint="Name them here (a cap table, an operating agreement, a term sheet); send the files by replying to your confirmation e-mail."
      >
        <textarea rows={3} maxLength={1000} {...register('prepare')} {...describedBy(ids.prepare, errors.prepare?.message, true)} />
      </FormField>
      {failure ? (
        <StyledFieldError id={ids.form.errorId} role="alert">
          {failure}
        </StyledFieldError>
      ) : null}
      {status && !isDirty ? (
        <StyledNotice tone="success" role="status">
          <CheckCircle2 size={20} aria-hidden="true" />
          <p>{status}</p>
        </StyledNotice>
      ) : null}
      <StyledActions>
        <StyledButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : saved ? 'Save changes' : 'Send answers'}
        </StyledButton>
      </StyledActions>
    </StyledForm>
  );
}
