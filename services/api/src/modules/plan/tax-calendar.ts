import { addDays, type Day, dayOf, lastDayOfMonth, monthOf, yearOf } from '../../common/calendar-days.js';
import type { CompanyFacts } from './company-facts.js';

// The day arithmetic the filing rules share: yearly days, tax-year ends and the months counted after them.

/** The recurring day (month 1-12, day) of each year from today through the horizon. */
export function yearly(today: Day, month: number, day: number, fromYear = yearOf(today)): Day[] {
  const days: Day[] = [];
  for (let year = Math.max(fromYear, yearOf(today) - 1); year <= yearOf(today) + 2; year += 1) days.push(dayOf(year, month, day));
  return days;
}

/** The last day of each tax year of the company that touches the window (from its first, once formed). */
export function taxYearEnds(facts: CompanyFacts, today: Day): Day[] {
  const ends: Day[] = [];
  for (let year = yearOf(today) - 1; year <= yearOf(today) + 2; year += 1) {
    const end = lastDayOfMonth(year, facts.fiscalYearEndMonth);
    if (!facts.formedOn || end >= facts.formedOn) ends.push(end);
  }
  return ends;
}

/** The `day` of the `months`-th month after the month of `end` (the 15th day of the 4th month after a tax year). */
export function monthAfter(end: Day, months: number, day: number): Day {
  const index = yearOf(end) * 12 + monthOf(end) - 1 + months;
  return dayOf(Math.floor(index / 12), (index % 12) + 1, day);
}

/** The same day a year later, less one: the last day of a 12-month validity. */
export const yearLaterLess1 = (day: Day): Day => addDays(dayOf(yearOf(day) + 1, monthOf(day), Number(day.slice(8))), -1);

/** 2 months and 15 days after a tax year begins, the day itself not counted (IRS: begins January 7, due March 21). */
export function sElectionDeadline(start: Day): Day {
  const index = yearOf(start) * 12 + monthOf(start) - 1 + 2;
  return addDays(dayOf(Math.floor(index / 12), (index % 12) + 1, Number(start.slice(8))), 14);
}

/** The 15th day of the 4th, 6th, 9th and 12th months of each tax year that touches the window. */
function estimatedTaxDays(fiscalYearEndMonth: number, today: Day): Day[] {
  const days: Day[] = [];
  for (let endYear = yearOf(today) - 1; endYear <= yearOf(today) + 2; endYear += 1) {
    // A tax year ending in month M of endYear starts in month M+1 of the year before (or January of endYear).
    const startMonthIndex = (fiscalYearEndMonth % 12) + 1;
    const startYear = fiscalYearEndMonth === 12 ? endYear : endYear - 1;
    for (const nth of [4, 6, 9, 12]) {
      const monthIndex = startMonthIndex - 1 + (nth - 1);
      days.push(dayOf(startYear + Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 15));
    }
  }
  return days;
}

/**
 * The company's first tax year when it is a short one (formation after the first day of a tax year): its last day,
 * its full calendar months, and the 15th day of its 4th month (the month of formation counting as the 1st).
 */
function firstShortTaxYear(formedOn: Day, fiscalYearEndMonth: number) {
  const formedYear = yearOf(formedOn);
  const formedMonth = monthOf(formedOn);
  const endYear = formedMonth <= fiscalYearEndMonth ? formedYear : formedYear + 1;
  const startsFullYear = formedOn.endsWith('-01') && formedMonth === (fiscalYearEndMonth % 12) + 1;
  if (startsFullYear) return null;
  // Months counted from year 0: the first full month is the next one unless formed on the 1st.
  const firstFull = formedYear * 12 + (formedMonth - 1) + (formedOn.endsWith('-01') ? 0 : 1);
  const last = endYear * 12 + (fiscalYearEndMonth - 1);
  const fourth = formedYear * 12 + (formedMonth - 1) + 3;
  return {
    end: lastDayOfMonth(endYear, fiscalYearEndMonth),
    fullMonths: last - firstFull + 1,
    fourthMonth15th: dayOf(Math.floor(fourth / 12), (fourth % 12) + 1, 15),
  };
}

/**
 * Treas. Reg. 1.6655-5 (and the Form 1120-W instructions): a first short tax year of fewer than 4 full calendar
 * months needs no estimated tax; a longer one pays its usual installments from the 15th day of its 4th month.
 */
export function corporateEstimatedTaxDays(facts: CompanyFacts, today: Day): Day[] {
  const days = estimatedTaxDays(facts.fiscalYearEndMonth, today);
  if (!facts.formedOn) return days;
  const formedOn = facts.formedOn;
  const first = firstShortTaxYear(formedOn, facts.fiscalYearEndMonth);
  return days.filter((day) => {
    if (day <= formedOn) return false;
    if (!first || day > first.end) return true;
    return first.fullMonths >= 4 && day >= first.fourthMonth15th;
  });
}
