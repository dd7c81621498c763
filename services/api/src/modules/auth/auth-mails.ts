import { SIGN_IN_CODE_MINUTES } from '@launchops/contracts';
import type { OutgoingMail } from '../../common/mail/mail.service.js';

/** The one-time sign-in code. It says nothing about whether the address already has an account. */
export function signInMail(sent: { id: number; email: string; code: string }): OutgoingMail {
  return {
    kind: 'sign-in-code',
    to: sent.email,
    relatedId: sent.id,
    subject: `${sent.code} is your LaunchOps sign-in code`,
    text: [
      'Hi,',
      '',
      `your code to sign in to LaunchOps is ${sent.code}. Type it on the sign-in page within ${SIGN_IN_CODE_MINUTES} minutes; it works once.`,
      '',
      'If you did not ask for it, ignore this e-mail: nobody can sign in without the code, and nothing changes.',
      '',
      'LaunchOps',
    ].join('\n'),
  };
}
