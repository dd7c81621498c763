import { describe, expect, it } from 'vitest';
import { bookingFieldsSchema } from './consulting.js';
import { contactMessageInputSchema } from './contact.js';

const firstName = bookingFieldsSchema.shape.firstName;
const lastName = bookingFieldsSchema.shape.lastName;
const contactName = contactMessageInputSchema.shape.name;
const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('names on the forms (booking, contact)', () => {
  it.each(['', '   '])('refuse %j, no name at all, with the form message', (value) => {
    expect(messageOf(firstName.safeParse(value))).toBe('First name is required');
    expect(messageOf(lastName.safeParse(value))).toBe('Last name is required');
    expect(messageOf(contactName.safeParse(value))).toBe('Please tell us your name');
  });

  it.each(['J', ' J ', 'J.', 'J-', "J'", '..', '-', '1'])('refuse %j, which is no real name, saying what is missing (not that nothing was typed)', (value) => {
    expect(messageOf(firstName.safeParse(value))).toBe('First name needs at least 2 letters');
    expect(messageOf(lastName.safeParse(value))).toBe('Last name needs at least 2 letters');
    expect(messageOf(contactName.safeParse(value))).toBe('Your name needs at least 2 letters');
  });

  it.each(['Jo', 'Ng', 'Li', "O'Brien", 'Anne-Marie', 'J. Robert', 'José', 'Zoë', 'Nguyễn', 'Ōta', '  Ada  ', 'Müller-Lüdenscheidt'])('accept %j', (value) => {
    expect(firstName.safeParse(value).success).toBe(true);
    expect(lastName.safeParse(value).success).toBe(true);
    expect(contactName.safeParse(value).success).toBe(true);
  });

  it('refuse digits and symbols with a message that says what a name may hold', () => {
    expect(messageOf(firstName.safeParse('Jo3'))).toBe('First name can only contain letters, spaces, hyphens, apostrophes and periods');
    expect(messageOf(lastName.safeParse('<b>Smith</b>'))).toBe('Last name can only contain letters, spaces, hyphens, apostrophes and periods');
    expect(messageOf(contactName.safeParse('Ada @ home'))).toBe('Your name can only contain letters, spaces, hyphens, apostrophes and periods');
  });

  it('keep the trimmed name', () => {
    expect(firstName.parse('  Ada ')).toBe('Ada');
  });
});
