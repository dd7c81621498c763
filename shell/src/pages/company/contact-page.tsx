import styled from '@emotion/styled';
import { CHANGE_WINDOW_HOURS } from '@launchops/contracts';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { ContactForm } from './contact-form';
import { isContactTopic } from './contact-topics';
import { SitePageLayout } from '../shared/site-page-layout';

const StyledGrid = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1.6fr) minmax(260px, 1fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledFormCard = styled.section`
  padding: 28px;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  @media (max-width: 480px) {
    padding: 18px;
  }
  h2 {
    margin: 0 0 16px;
    font-size: 1.3rem;
  }
`;

const StyledAside = styled.aside`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  li {
    padding: 14px 16px;
    border: 1px solid var(--lo-border);
    border-radius: 12px;
    background: var(--lo-bg-muted);
    line-height: 1.55;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 0.98rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.95rem;
  }
`;

export function ContactPage() {
  usePageMeta({
    title: 'Contact us',
    description:
      'Write to LaunchOps about the startup checklist, a consulting session, a partnership, press or a privacy request. We reply within two business days.',
  });
  const [params] = useSearchParams();
  const requested = params.get('topic');
  const initialTopic = isContactTopic(requested) ? requested : undefined;

  return (
    <SitePageLayout
      eyebrow="Company"
      title="Contact us"
      lead="Questions about the checklist, a consulting session, a partnership or your data: write to us here. We reply within two business days."
    >
      <StyledGrid>
        <StyledFormCard aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm initialTopic={initialTopic} />
        </StyledFormCard>
        <StyledAside aria-labelledby="contact-before-title">
          <h2 id="contact-before-title">Before you write</h2>
          <ul>
            <li>
              <h3>Changing a consultation?</h3>
              <p>
                Use the manage link in your booking confirmation e-mail, or &quot;Your bookings&quot; on the consulting page. Moving a session is free up to{' '}
                {CHANGE_WINDOW_HOURS} hours before it starts, and you can cancel online until it starts: 24 hours or more before, a paid session is refunded in
                full; later, nothing is refunded. For anything else about a session, write to us here with the topic &quot;Consulting sessions&quot;.
              </p>
            </li>
            <li>
              <h3>A privacy request?</h3>
              <p>
                Choose "Privacy and data requests" and give the e-mail address you used with us, for a booking or the newsletter. The{' '}
                <Link to="/privacy">privacy policy</Link> lists what we keep.
              </p>
            </li>
            <li>
              <h3>Need an answer now?</h3>
              <p>
                The Operations Advisor (the chat button at the bottom right) answers from our guides, and the <Link to="/checklist">checklist</Link> covers 56
                launch tasks step by step.
              </p>
            </li>
            <li>
              <h3>What we keep from this form</h3>
              <p>Your name, e-mail address, topic and message, to answer you. We cannot give legal or tax advice by e-mail.</p>
            </li>
          </ul>
        </StyledAside>
      </StyledGrid>
    </SitePageLayout>
  );
}
