import { apiGet, apiRequest, type PasskeyList, passkeyCeremonySchema, passkeyListSchema } from '@launchops/contracts';
import { Button } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { StyledActions } from '../account-access/account-page-styles';
import { StyledField } from '../shared/form-fields';
import { noContent, when } from './account-helpers';
import { StyledCard } from './account-styles';
import { useOutcome } from './use-outcome';

/** The browser's registration ceremony, then the new passkey saved under its label. */
async function registerPasskey(label: string) {
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const ceremony = await apiRequest('POST', '/api/auth/passkeys/options', passkeyCeremonySchema, {});
    const response = await startRegistration({ optionsJSON: ceremony.options as never });
    await apiRequest('POST', '/api/auth/passkeys', noContent, { challengeId: ceremony.challengeId, name: label, response });
  } catch (error) {
    if (error instanceof Error && error.name === 'NotAllowedError') throw new Error('No passkey was made. Try again when you are ready.', { cause: error });
    throw error;
  }
}

export function Passkeys() {
  const id = useId();
  const passkeys = useQuery({ queryKey: ['auth', 'passkeys'], queryFn: ({ signal }) => apiGet('/api/auth/passkeys', passkeyListSchema, signal) });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const outcome = useOutcome();
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const add = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(async () => {
      setBusy(true);
      try {
        const label = name.trim() || 'Passkey';
        await registerPasskey(label);
        setName('');
        await passkeys.refetch();
        return `Passkey "${label}" added. Next time, choose "Sign in with a passkey" on the log-in page.`;
      } finally {
        setBusy(false);
      }
    });
  };
  const remove = (passkey: PasskeyList[number]) =>
    outcome.run(async () => {
      if (!window.confirm(`Remove the passkey "${passkey.name}"? It will no longer sign you in.`)) return undefined;
      await apiRequest('DELETE', `/api/auth/passkeys/${passkey.id}`, noContent);
      await passkeys.refetch();
      return `Passkey "${passkey.name}" removed.`;
    });

  return (
    <StyledCard aria-labelledby="account-passkeys">
      <h2 id="account-passkeys">Passkeys</h2>
      <p>A passkey signs you in with your device's screen lock or security key, without waiting for an e-mail.</p>
      {passkeys.data && passkeys.data.length > 0 && (
        <ul>
          {passkeys.data.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>: added {when(passkey.createdAt)}
                {passkey.lastUsedAt ? `, last used ${when(passkey.lastUsedAt)}` : ', not used yet'}
              </span>
              <Button type="button" variant="secondary" onClick={() => void remove(passkey)} aria-label={`Remove the passkey ${passkey.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={add} noValidate>
          <StyledField>
            <label htmlFor={`${id}-name`}>Name for a new passkey</label>
            <input
              id={`${id}-name`}
              name="passkey-name"
              maxLength={60}
              placeholder="Work laptop"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </StyledField>
          <StyledActions>
            <Button type="submit" disabled={busy}>
              <KeyRound size={16} aria-hidden="true" />
              {busy ? 'Waiting for your device...' : 'Add a passkey'}
            </Button>
          </StyledActions>
        </form>
      ) : (
        <p>This browser cannot make passkeys. Signing in by e-mail code works everywhere.</p>
      )}
      {outcome.view}
    </StyledCard>
  );
}
