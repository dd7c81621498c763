/**
 * Headers that let a mail program show its own "Unsubscribe" button and unsubscribe with one POST
 * (RFC 2369 and RFC 8058): `url` must answer a POST by unsubscribing, without asking anything more.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
