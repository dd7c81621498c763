import styled from '@emotion/styled';
import { type ManagedBooking, QUESTIONNAIRE_STAGES } from '@launchops/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useQuestionnaireForm } from '../hooks/use-questionnaire-form';
import { describedBy, type FieldIds, FormField, fieldIds } from './form-field';
import { StyledForm } from './form-styles';
import { StyledButton, StyledFieldError, StyledNotice } from '../../../components/styled-primitives';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

/** Below the questions: why sending failed, the thanks once sent (until an answer changes), and the button. */
function QuestionnaireEnd({
  formIds,
  failure,
  status,
  sending,
  saved,
}: {
  formIds: FieldIds;
  failure: string | null;
  status: string | null;
  sending: boolean;
  saved: boolean;
}) {
  return (
    <>
      {failure ? (
        <StyledFieldError id={formIds.errorId} role="alert">
          {failure}
        </StyledFieldError>
      ) : null}
      {status ? (
        <StyledNotice tone="success" role="status">
          <CheckCircle2 size={20} aria-hidden="true" />
          <p>{status}</p>
        </StyledNotice>
      ) : null}
      <StyledActions>
        <StyledButton type="submit" disabled={sending}>
          {sending ? 'Sending...' : saved ? 'Save changes' : 'Send answers'}
        </StyledButton>
      </StyledActions>
    </>
  );
}

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
  const { register, submit, errors, isSubmitting, isDirty, status, failure, saved, advisor } = useQuestionnaireForm(token, booking, onRefused);

  return (
    <StyledForm noValidate onSubmit={submit} aria-label="Questionnaire for the advisor">
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
      <QuestionnaireEnd formIds={ids.form} failure={failure} status={isDirty ? null : status} sending={isSubmitting} saved={saved !== null} />
    </StyledForm>
  );
}
