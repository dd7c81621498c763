import { SIGN_IN_CODE_MINUTES } from '@launchops/contracts';
import type { OutgoingMail } from '../../common/mail/mail.service.js';

/**
 * The one-time sign-in code, and a link that carries it. The code and address ride in the link's fragment, which
 * browsers never send to a server (no log keeps them), and the sign-in page posts them itself: a mail scanner
 * that opens links uses nothing up. It says nothing about whether the address already has an account.
 */
export function signInMail(sent: { id: number; email: string; code: string }, siteUrl: string): OutgoingMail {
  const link = new URL('/login', siteUrl);
  link.hash = new URLSearchParams({ email: sent.email, code: sent.code }).toString();
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
      'Or open this link in the browser you want to sign in on:',
      link.toString(),
      '',
      'If you did not ask for it, ignore this e-mail: nobody can sign in without the code, and nothing changes.',
      '',
      'LaunchOps',
    ].join('\n'),
  };
}

/**
 * To an address whose code sign-in was paused after too many wrong codes: what happened and what to do. It carries
 * no code and no link that signs in.
 */
export function signInPausedMail(email: string, failures: number, pauseMinutes: number, siteUrl: string): OutgoingMail {
  return {
    kind: 'sign-in-paused',
    to: email,
    subject: 'Sign-in to LaunchOps by code is paused for an hour',
    text: [
      'Hi,',
      '',
      `someone typed ${failures} wrong sign-in codes for this address today, so signing in to it with a code from the network they used is paused for ${pauseMinutes} minutes.`,
      '',
      'Nobody got in: a code works only for the person who can read this inbox.',
      '',
      'If it was you, wait an hour and ask for a new code. If it was not you, there is nothing to do: you can still sign in with a',
      'new code as usual. If it keeps happening,',
      `tell us through ${new URL('/contact?topic=privacy', siteUrl).toString()}`,
      '',
      'LaunchOps',
    ].join('\n'),
  };
}
