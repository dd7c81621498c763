import styled from '@emotion/styled';
import { StyledPanel } from '../account-access/account-page-styles';

export const StyledSections = styled.div`
  display: grid;
  gap: 24px;
  max-width: 760px;
`;

/** A panel with a list of items (sessions, passkeys), each with its button. */
export const StyledCard = styled(StyledPanel)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    padding: 10px 12px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
  }
  li span {
    overflow-wrap: anywhere;
  }
`;
