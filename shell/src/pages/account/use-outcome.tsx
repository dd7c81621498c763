import { type ReactNode, useState } from 'react';
import { FormAnnouncements, requestErrorMessage } from '../shared/form-fields';
import { TOO_MANY_TRIES } from '../account-access/account-page-styles';

/** A section's own messages after an action: a polite status, or an alert. */
export function useOutcome() {
  const [success, setSuccess] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const run = async (action: () => Promise<string | undefined>) => {
    setSuccess(undefined);
    setFailure(undefined);
    try {
      setSuccess(await action());
    } catch (error) {
      setFailure(requestErrorMessage(error, TOO_MANY_TRIES));
    }
  };
  const view: ReactNode = <FormAnnouncements placement="after" success={success && <p>{success}</p>} error={failure && <p>{failure}</p>} />;
  return { run, view, setFailure };
}
