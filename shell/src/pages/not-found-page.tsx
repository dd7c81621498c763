import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { Link } from 'react-router';

const StyledNotFound = styled.section`
  max-width: 640px;
  margin: 80px auto;
  padding: 0 16px;
  text-align: center;
`;

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'This page does not exist on LaunchOps. Start from the home page or the startup checklist.',
    robots: 'noindex',
  });
  return (
    <StyledNotFound>
      <h1>404 Page Not Found</h1>
      <p>The page you asked for does not exist. It may have moved, or the address may have a typo.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/checklist">open the startup checklist</Link>.
      </p>
    </StyledNotFound>
  );
}
