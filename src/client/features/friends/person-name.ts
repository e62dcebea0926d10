export interface PersonName {
  firstName: string;
  lastName: string;
}

export function fullName(person: PersonName): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
