/**
 * A person's name as a public page may show it: the first character kept, every other one a star
 * (张三丰 -> 张**, Chan Tai Man -> C***********), so a driver can be recognised by whoever knows them
 * and by nobody else. A one-character name becomes a single star.
 */
export function maskName(value: string | null | undefined): string {
  if (!value) return '';
  const chars = Array.from(value.trim());
  if (chars.length <= 1) return '*';
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
