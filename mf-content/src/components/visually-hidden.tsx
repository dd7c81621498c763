import styled from '@emotion/styled';

// Own copy rather than the shell's global class, so the remote reads right when it runs alone too.
const hidden = `
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${hidden}
`;

export const VisuallyHiddenLabel = styled.label`
  ${hidden}
`;
