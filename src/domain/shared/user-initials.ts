export function userInitials(user: { firstName: string; lastName: string }): string {
  const first = [...user.firstName.trim()][0] ?? '';
  const last = [...user.lastName.trim()][0] ?? '';
  return (first + last).toUpperCase() || '?';
}
