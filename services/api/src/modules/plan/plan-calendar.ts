import { createHash } from 'node:crypto';
import type { Plan } from '@launchops/contracts';
import { addDays } from '../../common/calendar-days.js';
import { buildCalendar, type CalendarEvent } from '../../common/calendar/ical.js';
import { taskPath } from './plan.mapper.js';

const WEEK = 7 * 24 * 60 * 60;
const DAY = 24 * 60 * 60;

/** The plan's deadlines as an iCalendar: the calendar feed and the .ics download. */
export function planCalendar(site: string, visitorId: string, plan: Plan): string {
  // Per-visitor event ids, stable across fetches, so an updated plan replaces events instead of adding copies.
  const owner = createHash('sha256').update(visitorId).digest('hex').slice(0, 16);
  const events = plan.deadlines.map((deadline): CalendarEvent => {
    const task = plan.tasks.find((t) => t.slug === deadline.taskSlug);
    return {
      uid: `${deadline.ruleId}-${deadline.movedFrom ?? deadline.dueOn}-${owner}@launchops`,
      start: new Date(`${deadline.dueOn}T00:00:00Z`),
      end: new Date(`${addDays(deadline.dueOn, 1)}T00:00:00Z`),
      allDay: true,
      summary: deadline.status === 'missed' ? `Missed: ${deadline.title}` : `${deadline.condition ? 'If it applies, due' : 'Due'}: ${deadline.title}`,
      description: [
        deadline.condition ? `Only if ${deadline.condition}.` : '',
        `Why: ${deadline.because}.`,
        deadline.moveNote ?? '',
        deadline.ifMissed ? `What to do now: ${deadline.ifMissed}` : '',
        `Source: ${deadline.source.name}, ${deadline.source.url} (checked ${deadline.lastVerified}).`,
        task ? `Guide: ${site}${taskPath(task)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      url: task ? `${site}${taskPath(task)}` : `${site}/checklist/plan`,
      alarms:
        deadline.status === 'missed'
          ? []
          : [
              { secondsBefore: WEEK, description: `In a week: ${deadline.title}` },
              { secondsBefore: DAY, description: `Tomorrow: ${deadline.title}` },
            ],
    };
  });
  return buildCalendar(
    {
      product: 'Launch plan',
      name: 'LaunchOps: my launch deadlines',
      description: 'Filing deadlines from your LaunchOps plan. Not legal or tax advice; check each date with the source named in the event.',
      url: `${site}/checklist/plan`,
      // Calendar apps that honour it fetch the plan again every six hours.
      ttlSeconds: 6 * 60 * 60,
    },
    events,
  );
}
