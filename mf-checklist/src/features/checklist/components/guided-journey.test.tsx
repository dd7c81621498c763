import type { ChecklistItem } from '@launchops/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api';
import { sampleChecklist } from '../../../testing/fixtures';
import { renderPage } from '@launchops/kit/testing';
import { GuidedJourney } from './guided-journey';

const { categories, items } = sampleChecklist();
const legal = categories[0]!;
const legalItems = items.filter((i) => i.categoryId === legal.id);

function renderJourney(list: ChecklistItem[] = legalItems, target?: { slug: string; key: string }) {
  const onToggle = vi.fn();
  const view = renderPage(<GuidedJourney category={legal} items={list} target={target} onToggle={onToggle} />);
  return { ...view, onToggle };
}

const stepHeader = (title: string) => screen.getByRole('button', { name: new RegExp(`^Step \\d+: ${title.replace(/[()]/g, '\\$&')}( \\(completed\\))?$`) });
const openPanel = () => screen.getByRole('region', { name: /Step \d+/ });

beforeEach(() => {
  installFakeApi();
});

describe('GuidedJourney: the open step and moving between steps', () => {
  it('opens the first step not yet done, with "step x of n"', () => {
    renderJourney();
    expect(within(openPanel()).getByText('Step 2 of 3')).toBeInTheDocument();
    expect(stepHeader('File your 83(b) election')).toHaveAttribute('aria-expanded', 'true');
  });

  it('disables Previous on the first step and Next on the last, and moves within the bounds', async () => {
    const user = userEvent.setup();
    renderJourney();
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(within(openPanel()).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(within(openPanel()).getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeEnabled();
    // Focus follows to the newly opened step, so keyboard users are not lost.
    expect(document.activeElement).toBe(stepHeader('Register the business name'));
  });

  it('has both buttons disabled with a single step', () => {
    renderJourney([legalItems[0]!]);
    expect(within(openPanel()).getByText('Step 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
  });

  it('scrolls to a step clicked in the side list and toggles it open and closed', async () => {
    const user = userEvent.setup();
    renderJourney();
    const side = screen.getByRole('navigation', { name: 'Steps in Legal Formation' });
    const third = within(side).getByRole('button', { name: /Register the business name/ });
    await user.click(third);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1) as HTMLElement;
    expect(scrolled.id).toBe('step-register-name');
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(third).toHaveAttribute('aria-current', 'step');
    expect(within(openPanel()).getByText('Step 3 of 3')).toBeInTheDocument();

    await user.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Step \d+/ })).not.toBeInTheDocument();
  });
});

describe('GuidedJourney: completion, ?task= links and the open step', () => {
  it('marks done steps in the side list and toggles completion from the panel', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderJourney();
    const side = screen.getByRole('navigation', { name: 'Steps in Legal Formation' });
    expect(within(side).getByRole('button', { name: 'Choose your business structure (completed)' })).toBeInTheDocument();
    const toggle = within(openPanel()).getByRole('button', { name: 'Mark as Complete' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ slug: 'file-83b-election' }), expect.any(Function));
  });

  it('moves on to the next open step once the completion is saved', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderJourney();
    await user.click(within(openPanel()).getByRole('button', { name: 'Mark as Complete' }));
    expect(within(openPanel()).getByText('Step 2 of 3')).toBeInTheDocument();
    // The page calls back once the change is saved.
    const saved = onToggle.mock.calls.at(-1)![1] as () => void;
    act(() => saved());
    expect(within(openPanel()).getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('opens and scrolls to the step named by a ?task= link', () => {
    renderJourney(legalItems, { slug: 'register-name', key: 'k1' });
    expect(within(openPanel()).getByText('Step 3 of 3')).toBeInTheDocument();
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1) as HTMLElement;
    expect(scrolled.id).toBe('step-register-name');
  });

  it('shows the description, expert tips, tools and two related articles in the open step', async () => {
    renderJourney();
    const panel = openPanel();
    expect(within(panel).getByText('How to file your 83(b) election.')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Expert Tips' })).toHaveTextContent('First tipSecond tip');
    expect(within(panel).getByRole('link', { name: /Visit Stripe Atlas/ })).toBeInTheDocument();
    const reading = within(panel).getByRole('region', { name: 'Related articles' });
    const links = await within(reading).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/blog/the-83b-election-step-by-step');
    expect(screen.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/consulting');
  });
});
