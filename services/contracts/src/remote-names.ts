/** Module Federation names of the remotes the shell knows how to place. */
export const REMOTE_NAMES = ['mf_checklist', 'mf_catalog', 'mf_content', 'mf_consulting'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
