import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ChatWidget } from '../chrome/chat/chat-widget';
import { Footer } from '../chrome/footer';
import { Nav } from '../chrome/nav';
import { ScrollManager } from './scroll-manager';

const StyledSkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 14px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  border-radius: 6px;
  &:focus {
    top: 8px;
  }
`;

// At least a screen tall: a route's content (often a remote, arriving after the first paint) never
// pulls the footer into view and pushes it out again, a layout shift visitors would see.
const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  min-height: 100vh;
`;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <StyledSkipLink href="#main" className="lo-no-print">
        Skip to content
      </StyledSkipLink>
      <ScrollManager />
      <Nav />
      <StyledMain id="main" tabIndex={-1}>
        {children}
      </StyledMain>
      <Footer />
      <ChatWidget />
    </>
  );
}
