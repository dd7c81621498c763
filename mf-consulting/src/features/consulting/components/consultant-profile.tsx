import styled from '@emotion/styled';
import { type Consultant, SESSION_MINUTES } from '@launchops/contracts';
import { ArrowUpRight, BadgeCheck, Briefcase, Clock, Globe2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '../utils/session-terms';
import { timeZoneLabel } from '../utils/zone-display';
import { ConsultantAvatar } from './consultant-avatar';
import { StyledCard } from '../../../components/styled-primitives';

const StyledHeader = styled.div`
  display: flex;
  gap: 20px;
  align-items: center;
  flex-wrap: wrap;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 4px 0 0;
  }
`;

const StyledSpecialty = styled.p`
  color: var(--lo-primary);
  font-weight: 600;
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  list-style: none;
  margin: 10px 0 0;
  padding: 0;
  color: var(--lo-fg-muted);
  font-size: 0.9rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const StyledBio = styled.p`
  margin: 20px 0;
  line-height: 1.65;
`;

const StyledSubheading = styled.h3`
  margin: 0 0 12px;
  font-size: 1.05rem;
`;

const StyledExpertise = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: 10px;
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  li {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    line-height: 1.4;
  }
  svg {
    flex: none;
    color: var(--lo-success);
    margin-top: 1px;
  }
`;

const StyledProfileLink = styled.div`
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: var(--lo-primary);
    font-weight: 600;
  }
`;

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The advisor: picture, name, specialty, experience, bio, areas of expertise and a link to their profile. */
export function ConsultantProfile({ consultant, headingId }: { consultant: Consultant; headingId: string }) {
  const firstName = consultant.name.split(/\s+/)[0] ?? consultant.name;
  const linkText = `More about ${firstName}`;
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledHeader>
        <ConsultantAvatar name={consultant.name} src={consultant.avatarUrl} size={96} />
        <div>
          <h2 id={headingId}>{consultant.name}</h2>
          <StyledSpecialty>{consultant.specialty}</StyledSpecialty>
          <StyledFacts>
            <li>
              <Briefcase size={16} aria-hidden="true" /> {consultant.experience} of experience
            </li>
            <li>
              <Globe2 size={16} aria-hidden="true" /> {timeZoneLabel(consultant.timezone)}, weekdays
            </li>
            <li data-testid="session-terms">
              <Clock size={16} aria-hidden="true" /> {consultant.sessionMinutes ?? SESSION_MINUTES} minutes
              {consultant.sessionPriceCents !== undefined ? ` · ${formatPrice(consultant.sessionPriceCents)} per session` : ''}
            </li>
          </StyledFacts>
        </div>
      </StyledHeader>
      <StyledBio>{consultant.bio}</StyledBio>
      {consultant.expertise.length > 0 ? (
        <>
          <StyledSubheading>Areas of expertise</StyledSubheading>
          <StyledExpertise>
            {consultant.expertise.map((item) => (
              <li key={item}>
                <BadgeCheck size={18} aria-hidden="true" />
                {item}
              </li>
            ))}
          </StyledExpertise>
        </>
      ) : null}
      {consultant.profileUrl ? (
        <StyledProfileLink>
          {isExternal(consultant.profileUrl) ? (
            <a href={consultant.profileUrl} target="_blank" rel="noopener noreferrer">
              {linkText}
              <ArrowUpRight size={16} aria-hidden="true" />
              <span className="lo-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={consultant.profileUrl}>
              {linkText}
              <ArrowUpRight size={16} aria-hidden="true" />
            </Link>
          )}
        </StyledProfileLink>
      ) : null}
    </StyledCard>
  );
}
